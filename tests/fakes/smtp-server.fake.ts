import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A loopback SMTP server for tests: it accepts every message (recipients at bounce.example are refused) and
 * keeps it as received, so a test reads the e-mail the app really sent over SMTP.
 */

/** A message as the loopback SMTP server received it. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
}

/** Body text of a raw message, with quoted-printable soft breaks and escapes undone. */
export function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/content-transfer-encoding: quoted-printable/i.test(raw)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Starts an SMTP server on a free loopback port; recipients at bounce.example are refused. */
export async function startSmtpServer() {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse lookup of the client would send a PTR query to the DNS server: tests stay on loopback.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@bounce.example')) {
        callback(new Error('550 No such mailbox'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running loopback SMTP server. */
export type SmtpFake = Awaited<ReturnType<typeof startSmtpServer>>;
