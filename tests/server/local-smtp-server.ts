import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server accepted: its recipients and its text as sent (quoted-printable decoded). */
export type ReceivedMail = { to: string[]; text: string };

/** A quoted-printable body as written: soft line breaks joined, =XX decoded. */
const unQuotedPrintable = (data: string) =>
  data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server (smtp-server) on a free 127.0.0.1 port, keeping what it receives; stop() closes it. Given the
 * `port` and `received` of one stopped before, it comes back at the same address and adds to the same list (an
 * outage, then the server back: tests/server/mail-outage.test.ts). With `delayMs` it takes that long to accept each
 * message, as a busy server does.
 */
export async function startLocalSmtpServer({ port: at = 0, received = [] as ReceivedMail[], delayMs = 0 } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: unQuotedPrintable(data) });
        if (delayMs > 0) setTimeout(callback, delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The last link starting with `prefix` in the mail to `to`. */
    linkTo: (to: string, prefix: string) =>
      received
        .filter((m) => m.to.includes(to))
        .flatMap((m) => m.text.split(/\s+/))
        .filter((word) => word.startsWith(prefix))
        .at(-1),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
