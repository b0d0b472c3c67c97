import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailError, messageIdOf, type MailTransport } from './mailer';
import { nodemailerAttachments } from './mail-attachments';

export type SmtpMailerOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the start). */
  url: string;
  /** The From header, e.g. `Will Writer <no-reply@example.com>`. */
  from: string;
  /** Milliseconds to wait for a connection, the greeting, and any one reply; defaults suit a request handler. */
  timeouts?: { connection?: number; greeting?: number; socket?: number };
};

/** Throws a configuration error for anything but an smtp:// or smtps:// URL with a host. */
function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://user:pass@host:587');
  }
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// and name a host');
  }
  return url;
}

/** The real mail adapter: nodemailer over SMTP. Resolves when the server accepts the message (250 after DATA). */
export function createSmtpMailer({ url, from, timeouts = {} }: SmtpMailerOptions): MailTransport {
  // SMTPTransport merges `url` with the other options (createTransport({url}) would drop the timeouts).
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: checkedUrl(url),
      connectionTimeout: timeouts.connection ?? 10_000,
      greetingTimeout: timeouts.greeting ?? 10_000,
      socketTimeout: timeouts.socket ?? 20_000,
    }),
  );
  return {
    async send(message) {
      try {
        const messageId = message.messageToken ? { messageId: messageIdOf(message.messageToken, from) } : {};
        const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: nodemailerAttachments(message), ...messageId });
        if (info.rejected.length > 0) throw new Error(`Recipient refused: ${info.rejected.map((r) => (typeof r === 'string' ? r : r.address)).join(', ')}`);
      } catch (error) {
        throw new MailError('The SMTP server did not accept the message', { cause: error });
      }
    },
  };
}
