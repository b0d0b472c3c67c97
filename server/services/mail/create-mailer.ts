import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import { createQueuedMailer, startMailWorker } from './mail-queue';

export type MailConfig = {
  /** SMTP_URL; when unset, mail goes to the outbox table and `<dataDir>/outbox/*.eml`. */
  smtpUrl?: string | null;
  /** The From header of every message. */
  mailFrom: string;
  dataDir: string;
  clock: Clock;
};

/**
 * Picks the mail adapter: with SMTP, the outbox queue (each message a pending row, sent over SMTP, retried by the
 * worker: server/services/mail/mail-queue.ts); otherwise the embedded outbox. Throws on a malformed SMTP_URL.
 */
export function createMailer(db: Kysely<DB>, config: MailConfig): Mailer {
  return createMailService(db, config).mail;
}

/** The mailer and, with SMTP, a way to start the worker that retries what the first try could not send. */
export function createMailService(db: Kysely<DB>, { smtpUrl, mailFrom, dataDir, clock }: MailConfig, intervalMs?: number) {
  if (smtpUrl) {
    const deps = { db, clock, transport: createSmtpMailer({ url: smtpUrl, from: mailFrom }) };
    return { mail: createQueuedMailer(deps), startWorker: () => startMailWorker(deps, intervalMs) };
  }
  return { mail: createOutboxMailer({ db, dir: join(dataDir, 'outbox'), from: mailFrom, clock }), startWorker: () => null };
}
