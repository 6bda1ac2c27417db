import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it travelled: RFC 822 headers and body. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` not handed out before; rejects after `timeoutMs`. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives; on `port` when given, else any free one. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const mail = received.find((m) => !handedOut.has(m) && m.to.includes(to.toLowerCase()));
    if (mail) handedOut.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    waitForMail(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to);
          if (!mail) return;
          done();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and `=3D`, which is all a link in our mail needs. */
export const decodeQuotedPrintable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The first link in the message that starts with `prefix` (such as `http://localhost:3000/verify-email`). */
export function linkFrom(raw: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no link starting with ${prefix} in the message`);
  return match[0];
}

/** The `token` query parameter of the first link starting with `prefix`. */
export function tokenFrom(raw: string, prefix: string): string {
  const token = new URL(linkFrom(raw, prefix)).searchParams.get('token');
  if (!token) throw new Error(`the link to ${prefix} carries no token`);
  return token;
}
