import type Mail from 'nodemailer/lib/mailer';
import type { MailMessage } from './mailer';

/** A message's attachments as nodemailer takes them (base64 parts), or undefined when it has none. */
export function nodemailerAttachments(message: MailMessage): Mail.Attachment[] | undefined {
  return message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
}
