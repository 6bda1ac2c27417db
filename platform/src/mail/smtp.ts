import nodemailer from 'nodemailer';
import type { Mailer } from './port';

/** Mail over SMTP; `url` is `smtp://user:pass@host:port` (or `smtps://`). */
export function smtpMailer(url: string, from: string): Mailer {
  // Nodemailer waits minutes by default; a request that sends mail should not (failed mail is kept, see pendingMail).
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
