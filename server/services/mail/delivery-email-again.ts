import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { loadWillDocument } from '../../stores/will-document-store';
import { willDeliveredEmail } from './emails';
import type { MailMessage } from './mailer';

/**
 * The delivery email as "Send again" writes it: the outbox's copy as it was, or, once the retention job has dropped
 * that copy's files (server/retention/prune-sent-mail.ts), the email drawn again with the latest delivered documents
 * kept on My Will (will_document), to the same address. Answers the copy unchanged when nothing was delivered.
 */
export async function deliveryEmailAgain(db: Kysely<DB>, userId: string, copy: MailMessage, values: { name: string; dashboardUrl: string }): Promise<MailMessage> {
  if (copy.attachments?.length) return copy;
  const [will, guide, letter, instructions] = await Promise.all((['will', 'guide', 'letter', 'instructions'] as const).map((kind) => loadWillDocument(db, userId, kind)));
  if (!will || !guide) return copy;
  const documents = { will, guide, letter: letter ?? null, ...(instructions ? { instructions } : {}) };
  return { ...willDeliveredEmail(copy.to, { ...values, documents }), ...(copy.topic ? { topic: copy.topic } : {}) };
}
