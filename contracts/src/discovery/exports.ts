import { z } from 'zod';
import { discoverFilterSchema } from './search';

/** The most creators one search export holds (the first ones of the search, in its order). */
export const SEARCH_EXPORT_MAX_PROFILES = 10_000;
/** Creators read from the bank and written to the file between two progress events. */
export const SEARCH_EXPORT_BATCH = 500;
export const SEARCH_EXPORT_JOB = 'searchExport';

/**
 * `POST /customer/account/search-export`: plan feature `searchExport`, one `searchCount`; a job
 * writes the first `profileCount` creators of the search as CSV. Unknown keys are refused.
 */
export const searchExportRequestSchema = z
  .object({
    profileCount: z.coerce.number().int().min(1).max(SEARCH_EXPORT_MAX_PROFILES),
    filter: discoverFilterSchema.default({ sortBy: 'followers', orderBy: 'desc' }),
  })
  .strict();
export type SearchExportRequest = z.output<typeof searchExportRequestSchema>;

export const searchExportIdParamsSchema = z.object({ exportId: z.string().uuid('Unknown export') }).strict();

export const searchExportJobSchema = z.object({ orgId: z.string().uuid(), exportId: z.string().uuid() });
export type SearchExportJob = z.infer<typeof searchExportJobSchema>;

export const SEARCH_EXPORT_STATUSES = ['running', 'completed', 'failed'] as const;
export type SearchExportStatus = (typeof SEARCH_EXPORT_STATUSES)[number];

/** `GET /customer/account/search-export/:exportId` */
export interface SearchExportView {
  _id: string;
  status: SearchExportStatus;
  /** Creators asked for, and how many the file holds so far (the search may have fewer). */
  profileCount: number;
  processed: number;
  /** 0..100 */
  progress: number;
  /** `GET /api/v1/customer/account/search-export/:exportId/download` once completed, else null. */
  downloadUrl: string | null;
  fileName: string | null;
  reason: string | null;
  requestedAt: string;
  completedAt: string | null;
}

/** The CSV's columns, in order. */
export const SEARCH_EXPORT_COLUMNS = [
  'platform',
  'username',
  'full_name',
  'followers',
  'engagement_rate',
  'average_likes',
  'average_views',
  'follower_growth',
  'country',
  'city',
  'categories',
  'verified',
  'last_post_at',
  'has_contacts',
  'contact_details',
  'profile_bank_id',
  'synthetic',
] as const;
