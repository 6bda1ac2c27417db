import { escapeHtml } from '@scout/platform/http/escapeHtml';
import type { MailMessage } from '@scout/platform/mail/port';

function mail(
  to: string,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; footer: string },
): MailMessage {
  return {
    to,
    subject,
    text: `${lines.greeting}\n\n${lines.body}\n\n${lines.link}\n\n${lines.footer}\n`,
    html:
      `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.body)}</p>` +
      `<p><a href="${escapeHtml(lines.link)}">${escapeHtml(lines.action)}</a></p><p>${escapeHtml(lines.footer)}</p>`,
  };
}

export const verificationMail = (to: string, fullName: string, link: string): MailMessage =>
  mail(to, 'Please verify your email address', {
    greeting: `Hello ${fullName},`,
    body: 'Please confirm your email address for Scout by opening this link within 24 hours:',
    action: 'Verify my email address',
    link,
    footer: 'If you did not sign up for Scout, you can ignore this message.',
  });

export const passwordResetMail = (to: string, fullName: string, link: string): MailMessage =>
  mail(to, 'Reset your Scout password', {
    greeting: `Hello ${fullName},`,
    body: 'Someone asked to reset the password of your Scout account. To choose a new one, open this link within 60 minutes:',
    action: 'Choose a new password',
    link,
    footer: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
