/** A real SMTP server (smtp-server) on a free loopback port that accepts every message and counts messages and bytes. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink() {
  const counts = { messages: 0, bytes: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => (counts.bytes += chunk.length));
      stream.on('end', () => {
        counts.messages++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, counts, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
