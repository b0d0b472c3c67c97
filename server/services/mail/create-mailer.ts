import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailConfig = {
  /** SMTP_URL; when unset, mail goes to the outbox table and `<dataDir>/outbox/*.eml`. */
  smtpUrl?: string | null;
  /** The From header of every message. */
  mailFrom: string;
  dataDir: string;
  clock: Clock;
};

/** Picks the mail adapter: SMTP when configured, otherwise the embedded outbox. Throws on a malformed SMTP_URL. */
export function createMailer(db: Kysely<DB>, { smtpUrl, mailFrom, dataDir, clock }: MailConfig): Mailer {
  if (smtpUrl) return createSmtpMailer({ url: smtpUrl, from: mailFrom });
  return createOutboxMailer({ db, dir: join(dataDir, 'outbox'), from: mailFrom, clock });
}
