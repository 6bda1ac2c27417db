import { z } from 'zod';
import { importRowResultSchema } from './events';

export const IMPORT_STATUSES = ['running', 'completed', 'failed'] as const;

/** An import's progress (`{ import }` of upload-multi and its GET). */
export const importViewSchema = z.object({
  _id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  platform: z.string(),
  group: z.string().nullable(),
  fileName: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  saved: z.number().int(),
  duplicates: z.number().int(),
  /** Rows not saved for any other reason: `limit + invalid` plus errors. */
  failed: z.number().int(),
  limit: z.number().int(),
  invalid: z.number().int(),
  /** Rows that were not saved, with why. */
  problems: z.array(importRowResultSchema),
  reason: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;
