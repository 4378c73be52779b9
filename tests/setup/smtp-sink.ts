import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the relay received it: the envelope's recipients and the message as sent. */
export type ReceivedMail = { to: string[]; data: string };

/**
 * A real SMTP server on loopback (the `smtp-server` package): the app talks to it exactly as to a
 * production relay, and `received` holds what arrived.
 */
export function smtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), data });
        callback();
      });
    },
  });
  return {
    received,
    /** Starts listening and answers the `SMTP_URL` that reaches it. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
