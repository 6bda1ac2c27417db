import { z } from 'zod';
import type { EventsOf } from '../platform/events';

const at = z.string();
const exportId = z.string().uuid();

/**
 * Organisation stream (`organization-<orgId>`): the organisation unlocked the contacts of these
 * bank creators, never unlocked before; `credits` search credits were spent (the same append
 * records them as `searchCount` usage).
 */
export const contactsUnlockedSchema = z.object({
  profileBankIds: z.array(z.string().uuid()).min(1).max(1000),
  credits: z.number().int().min(0),
  unlockedAt: at,
});

/** Search export stream (`searchExport-<exportId>`), after its `SearchExportRequested`: the job's progress. */
export const searchExportProgressedSchema = z.object({ exportId, processed: z.number().int().min(0), at });
export const searchExportCompletedSchema = z.object({
  exportId,
  rows: z.number().int().min(0),
  /** The CSV, a private blob served only to the organisation. */
  blobId: z.string().uuid(),
  fileName: z.string(),
  completedAt: at,
});
export const searchExportFailedSchema = z.object({ exportId, reason: z.string(), failedAt: at });

export const searchExportStream = (id: string) => `searchExport-${id}`;
export const searchExportIdOf = (streamId: string) =>
  streamId.startsWith('searchExport-') ? streamId.slice('searchExport-'.length) : null;

export const discoveryEventSchemas = {
  ContactsUnlocked: contactsUnlockedSchema,
  SearchExportProgressed: searchExportProgressedSchema,
  SearchExportCompleted: searchExportCompletedSchema,
  SearchExportFailed: searchExportFailedSchema,
} as const;

export type DiscoveryEvent = EventsOf<typeof discoveryEventSchemas>;
export type ContactsUnlocked = Extract<DiscoveryEvent, { type: 'ContactsUnlocked' }>;
