import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../jobs/port';
import type { CollectionSpec, Document, ReadStore } from '../readstore/port';
import type { MailMessage, Mailer } from './port';

/** Mail the SMTP server refused or could not be reached for, kept until a later attempt delivers it. */
export interface PendingMailDoc extends Document, MailMessage {
  firstFailedAt: string;
  attempts: number;
  lastError: string;
}

export const pendingMailCollection: CollectionSpec = {
  name: 'pending_mail',
  scope: 'global',
  fields: { firstFailedAt: 'date' },
  indexes: [{ fields: [['firstFailedAt', 1]] }],
};

export const RESEND_PENDING_MAIL_JOB = 'resend-pending-mail';
/** How often kept mail is tried again. */
export const RESEND_PENDING_MAIL_EVERY = '1 minute';

export interface KeepingMailer extends Mailer {
  /** Tries every kept message once, oldest first; answers how many went out. */
  resendPending(): Promise<number>;
}

let sequence = 0;

/**
 * Sends through `inner`; a message it fails to send is kept in the read store and counts as
 * accepted, like a mail server's queue: the `resend-pending-mail` job delivers it later.
 */
export function mailerKeepingFailures(inner: Mailer, readStore: ReadStore): KeepingMailer {
  let ready: Promise<void> | undefined;
  const pending = async () => {
    ready ??= readStore.ensureCollection(pendingMailCollection);
    await ready;
    return readStore.global<PendingMailDoc>(pendingMailCollection);
  };
  return {
    async send(message) {
      try {
        await inner.send(message);
      } catch (error) {
        const now = new Date().toISOString();
        const { to, subject, text, html } = message;
        await (await pending()).upsert({
          _id: `${now}-${String(++sequence).padStart(9, '0')}`,
          to,
          subject,
          text,
          ...(html !== undefined ? { html } : {}),
          firstFailedAt: now,
          attempts: 1,
          lastError: error instanceof Error ? error.message : String(error),
        });
      }
    },
    async resendPending() {
      const collection = await pending();
      let sent = 0;
      for (const doc of await collection.find({ sort: [['firstFailedAt', 1]], limit: 100 })) {
        const { to, subject, text, html } = doc;
        try {
          await inner.send({ to, subject, text, ...(html !== undefined ? { html } : {}) });
          await collection.delete(doc._id);
          sent += 1;
        } catch (error) {
          await collection.upsert({
            ...doc,
            attempts: doc.attempts + 1,
            lastError: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return sent;
    },
  };
}

/** The job that delivers kept mail (scheduled every RESEND_PENDING_MAIL_EVERY). */
const resendPendingMailJobSchema = z.object({}).strict();

export const resendPendingMailJob = (mailer: {
  resendPending(): Promise<number>;
}): JobDefinition<z.infer<typeof resendPendingMailJobSchema>> => ({
  name: RESEND_PENDING_MAIL_JOB,
  schema: resendPendingMailJobSchema,
  handler: async () => {
    await mailer.resendPending();
  },
});

const keepsFailures = (mailer: Mailer): mailer is KeepingMailer => typeof (mailer as Partial<KeepingMailer>).resendPending === 'function';

/** Defines and schedules the resend of kept mail when this mailer keeps what it fails to send. */
export async function scheduleMailResend(jobs: JobQueue, mailer: Mailer): Promise<void> {
  if (!keepsFailures(mailer)) return;
  jobs.define(resendPendingMailJob(mailer));
  await jobs.every(RESEND_PENDING_MAIL_JOB, RESEND_PENDING_MAIL_EVERY);
}
