import type { MailMessage } from '@scout/platform/mail/port';

interface From {
  email: string;
  fullName: string;
  orgName: string;
  orgId: string;
}

const signature = (from: From) => `From: ${from.fullName} <${from.email}>\nOrganisation: ${from.orgName} (${from.orgId})`;

/** A support ticket, to `SUPPORT_EMAIL`. */
export const supportTicketMail = (to: string, ticketId: string, subject: string, text: string, from: From): MailMessage => ({
  to,
  subject: `[Support ${ticketId.slice(0, 8)}] ${subject}`,
  text: `${text}\n\n--\n${signature(from)}\nTicket: ${ticketId}\n`,
});

/** A request for more searches, to `SUPPORT_EMAIL`. */
export const searchCreditsMail = (to: string, requestId: string, searchCredit: number, reason: string, from: From): MailMessage => ({
  to,
  subject: `[Search credits] ${from.orgName} asks for ${searchCredit} searches`,
  text: `${reason}\n\n--\n${signature(from)}\nRequest: ${requestId}\n`,
});
