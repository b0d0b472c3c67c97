import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A file sent with an email, e.g. the delivered will as a PDF. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** One email to one recipient. `text` is always sent; `html` is an optional alternative part; attachments are optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the message is about, kept in the outbox so a screen can find it (e.g. `delivery:<user id>`). */
  topic?: string;
  /**
   * The caller retries itself and must know whether the message was accepted now (a retention reminder, whose
   * sending starts the notice period): `send` rejects when the first try fails, and the outbox does not retry it.
   */
  onlyNow?: boolean;
  /** Someone is waiting for it (a reset link, a confirmation link, an invitation): the outbox retries it soon. */
  interactive?: boolean;
  /**
   * The Message-ID's left part, the same on every try of one outbox row (the outbox sets it), so a receiver that got
   * an interrupted send and its retry can drop the copy. The adapters add `@` and the sender's domain.
   */
  messageToken?: string;
};

/** The Message-ID header of a message with `token`, from `from` (`Name <user@domain>`): `<token@domain>`. */
export function messageIdOf(token: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'will-writer.invalid';
  return `<${token}@${domain}>`;
}

/**
 * Hands one message over now (the SMTP adapter, a test's fake). Resolves once it is accepted; rejects with a
 * MailError otherwise.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * The app's mail (mail that is never lost). `send` writes the message to the outbox and tries it at once:
 * it resolves once the message is kept (a failed first try is retried by the worker, server/services/mail/mail-queue.ts)
 * and rejects with a MailError only when it could not be kept, or for an `onlyNow` message that was not accepted.
 * `enqueue` writes it through `trx`, the transaction of the change that causes it, so the message exists exactly
 * when the change does; the caller calls `flush` once that transaction has committed, to send it at once.
 */
export interface Mailer extends MailTransport {
  enqueue(trx: Kysely<DB>, message: MailMessage): Promise<void>;
  /** Sends whatever is due now; never rejects (a failure is logged and retried later). */
  flush(): Promise<void>;
}

/** A message could not be handed over; `cause` carries the adapter's own error for the log. */
export class MailError extends Error {
  override name = 'MailError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
