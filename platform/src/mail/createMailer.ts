import type { Config } from '../config';
import type { ReadStore } from '../readstore/port';
import { outboxMailer } from './outbox';
import type { Mailer } from './port';
import { mailerKeepingFailures } from './pendingMail';
import { smtpMailer } from './smtp';

/**
 * SMTP when `SMTP_URL` is set (mail it fails to send is kept and sent again later, see
 * pendingMail), otherwise the outbox (listed by `GET /dev/outbox` with DEV_OUTBOX on).
 */
export const createMailer = (config: Config, readStore: ReadStore): Mailer =>
  config.SMTP_URL
    ? mailerKeepingFailures(smtpMailer(config.SMTP_URL, config.MAIL_FROM), readStore)
    : outboxMailer(readStore, config.MAIL_FROM);
