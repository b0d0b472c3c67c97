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
};

/**
 * Sends email. Resolves once the message is accepted (by the SMTP server, or recorded in the outbox);
 * rejects with a MailError otherwise. Callers must not assume anything was sent after a rejection.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A message could not be handed over; `cause` carries the adapter's own error for the log. */
export class MailError extends Error {
  override name = 'MailError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
