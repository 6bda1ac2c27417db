import nodemailer from 'nodemailer';
import type { Mailer } from './port';

/** Mail over SMTP; `url` is `smtp://user:pass@host:port` (or `smtps://`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
