import { z } from 'zod';
import { actorSchema } from '../platform/events';

/** A value in a history entry: only scalars, text cut to HISTORY_TEXT_MAX characters. */
export const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const HISTORY_TEXT_MAX = 200;

/** One event of a campaign as `GET /customer/campaign/:id/history` lists it. */
export const campaignHistoryEntrySchema = z.object({
  _id: z.string(),
  campaignId: z.string(),
  revision: z.number().int(),
  type: z.string(),
  occurredAt: z.string(),
  actor: actorSchema.extend({ fullName: z.string().nullable() }),
  /**
   * The values the line about the event is worded from, in the reader's language (`type` says which
   * line): `{ from: 'draft', to: 'active' }` for a status change. Data, never a sentence; entries
   * stored before facts existed have none until `campaignHistory` is rebuilt.
   */
  facts: z.record(z.string(), historyValueSchema).default({}),
  /** What changed, field by field (money in cents, never secrets). */
  changes: z.record(z.string(), historyValueSchema),
});
export type CampaignHistoryEntry = z.infer<typeof campaignHistoryEntrySchema>;
export type HistoryValue = z.infer<typeof historyValueSchema>;

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;

export const campaignHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE),
});
