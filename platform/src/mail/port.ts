export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail from the configured sender (`MAIL_FROM`). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
