import { escapeHtml } from '@scout/platform/http/escapeHtml';
import type { MailMessage } from '@scout/platform/mail/port';

export interface Invitation {
  to: string;
  /** Null when the invitation was sent without a name. */
  fullName: string | null;
  inviterName: string | null;
  organizationName: string;
  link: string;
}

export function invitationMail({ to, fullName, inviterName, organizationName, link }: Invitation): MailMessage {
  const who = inviterName ? `${inviterName} invited you` : 'You are invited';
  const body = `${who} to join ${organizationName} on Scout. To accept, choose your password by opening this link within 7 days:`;
  const footer = 'If you did not expect this invitation, you can ignore this message.';
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  return {
    to,
    subject: `Join ${organizationName} on Scout`,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>${escapeHtml(footer)}</p>`,
  };
}
