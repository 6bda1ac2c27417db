import { z } from 'zod';
import type { EventsOf } from '../platform/events';

/** Events of one profile import (`profileImport-<importId>`): a CSV or a list of handles saved by a job. */
const at = z.string();
const importId = z.string().uuid();

/** Why a row was not saved: already saved or repeated in the file, past the plan's profiles, not a handle, or an error. */
export const IMPORT_ROW_OUTCOMES = ['saved', 'duplicate', 'limit', 'invalid', 'failed'] as const;
export const importRowOutcomeSchema = z.enum(IMPORT_ROW_OUTCOMES);
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

export const importRowResultSchema = z.object({
  platform: z.string(),
  /** The handle, normalised; for an invalid row, the cell as it was (cut to 100 characters). */
  username: z.string(),
  outcome: importRowOutcomeSchema,
  profileId: z.string().uuid().nullable(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importStartedSchema = z.object({
  importId,
  platform: z.string(),
  /** The list the saved profiles join, by name. */
  group: z.string().nullable(),
  /** Where the handles came from: a CSV file (its name) or a typed list. */
  source: z.object({ kind: z.enum(['csv', 'list']), fileName: z.string().nullable() }),
  /** Unique, valid handles, in file order: the job saves these. */
  handles: z.array(z.object({ platform: z.string(), username: z.string() })),
  /** Rows refused before saving (repeated or not a handle). */
  skipped: z.array(importRowResultSchema),
  /** Every row: handles plus skipped. */
  total: z.number().int().nonnegative(),
  startedAt: at,
});
/** One batch of handles done; `processed` counts the handles done so far, this batch included. */
export const importProgressedSchema = z.object({
  importId,
  processed: z.number().int().nonnegative(),
  results: z.array(importRowResultSchema).min(1),
  at,
});
export const importCompletedSchema = z.object({ importId, completedAt: at });
export const importFailedSchema = z.object({ importId, reason: z.string(), failedAt: at });

export const profileImportStream = (importId: string) => `profileImport-${importId}`;
export const profileImportIdOf = (streamId: string) => streamId.replace(/^profileImport-/, '');

export const importEventSchemas = {
  ImportStarted: importStartedSchema,
  ImportProgressed: importProgressedSchema,
  ImportCompleted: importCompletedSchema,
  ImportFailed: importFailedSchema,
} as const;

export type ImportEvent = EventsOf<typeof importEventSchemas>;
export type ImportEventType = ImportEvent['type'];
