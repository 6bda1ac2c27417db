import type { CollectionSpec, Document, ReadStore } from '../readstore/port';
import type { MailMessage, Mailer } from './port';

export interface OutboxDoc extends Document, MailMessage {
  from: string;
  sentAt: string;
}

export const outboxCollection: CollectionSpec = {
  name: 'outbox',
  scope: 'global',
  fields: { sentAt: 'date', to: 'text' },
  indexes: [{ fields: [['sentAt', -1]] }],
};

let sequence = 0;
/** Ids that sort by sending order, also within one millisecond. */
const nextId = (at: Date) => `${at.toISOString()}-${String(++sequence).padStart(9, '0')}`;

/** Keeps mail in the read store instead of sending it, for development without an SMTP server. */
export function outboxMailer(readStore: ReadStore, from: string): Mailer {
  let ready: Promise<void> | undefined;
  return {
    async send(message) {
      ready ??= readStore.ensureCollection(outboxCollection);
      await ready;
      const now = new Date();
      await readStore.global<OutboxDoc>(outboxCollection).upsert({ _id: nextId(now), from, sentAt: now.toISOString(), ...message });
    },
  };
}

/** The latest messages of the outbox, newest first. */
export async function listOutbox(readStore: ReadStore, limit = 100): Promise<OutboxDoc[]> {
  await readStore.ensureCollection(outboxCollection);
  return readStore.global<OutboxDoc>(outboxCollection).find({ sort: [['_id', -1]], limit });
}
