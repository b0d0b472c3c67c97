import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { MailError, messageIdOf, type MailMessage, type Mailer } from './mailer';
import { nodemailerAttachments } from './mail-attachments';

export type OutboxMailerOptions = {
  db: Kysely<DB>;
  /** Folder for the .eml files, e.g. `<dataDir>/outbox`; created if missing (also re-created if removed). */
  dir: string;
  /** The From header, e.g. `Will Writer <no-reply@example.com>`. */
  from: string;
  clock: Clock;
};

/** The RFC 5322 bytes of a message, as an SMTP server would receive them (CRLF line endings throughout). */
export async function composeEml(from: string, message: MailMessage, date: Date): Promise<Buffer> {
  // `newline` is a MailComposer option missing from @types/nodemailer; without it the body keeps bare LFs.
  const options: Mail.Options & { newline: 'windows' } = {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: nodemailerAttachments(message),
    ...(message.messageToken ? { messageId: messageIdOf(message.messageToken, from) } : {}),
    date,
    newline: 'windows',
  };
  return new MailComposer(options).compile().build();
}

/** `2025-01-31T10-20-30-123Z-000042.eml`: sorts by time, safe on every file system. */
export function outboxFileName(createdAt: string, id: number): string {
  return `${createdAt.replace(/[:.]/g, '-')}-${String(id).padStart(6, '0')}.eml`;
}

/**
 * The embedded mailer (no SMTP configured): nothing leaves the machine. Each message becomes a `mail_outbox` row
 * (sent at once: there is no server to wait for) and a `.eml` file in `dir` that an operator can open in any mail
 * client. Row and file are written together: the row is inserted in a transaction that is rolled back if the file
 * cannot be written. `enqueue` writes both in the caller's transaction (its file stays if that transaction is
 * later rolled back: an extra .eml, never a lost one); `flush` has nothing to do.
 */
export function createOutboxMailer({ db, dir, from, clock }: OutboxMailerOptions): Mailer {
  mkdirSync(dir, { recursive: true });
  const write = async (trx: Kysely<DB>, message: MailMessage) => {
    const now = clock.now();
    const createdAt = now.toISOString();
    try {
      mkdirSync(dir, { recursive: true }); // again, in case an operator cleared the folder
      const messageToken = message.messageToken ?? randomUUID();
      const eml = await composeEml(from, { ...message, messageToken }, now);
      const { id } = await trx
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          body_text: message.text,
          body_html: message.html ?? null,
          created_at: createdAt,
          status: 'sent',
          sent_at: createdAt,
          topic: message.topic ?? null,
          message_token: messageToken,
          interactive: message.interactive ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Kept so the message can be sent again with its files (the reviewer's re-send of the delivery email).
      for (const a of message.attachments ?? []) {
        await trx.insertInto('mail_attachment').values({ outbox_id: id, filename: a.filename, content_type: a.contentType, content: a.content }).execute();
      }
      const file = join(dir, outboxFileName(createdAt, id));
      const partial = `${file}.partial`;
      try {
        writeFileSync(partial, eml, { mode: 0o600 });
        renameSync(partial, file);
      } catch (error) {
        rmSync(partial, { force: true });
        throw error;
      }
    } catch (error) {
      throw new MailError('Could not write the message to the outbox', { cause: error });
    }
  };
  return {
    send: (message) => db.transaction().execute((trx) => write(trx, message)),
    enqueue: write,
    flush: async () => undefined,
  };
}
