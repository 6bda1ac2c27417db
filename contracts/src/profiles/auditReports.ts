import { z } from 'zod';
import { creatorAnalyticsSchema } from './analytics';
import { postWindowSchema, storyFiguresSchema } from './figures';
import { AUDIT_REPORT_STATUSES } from './events';
import { profileIdentitySchema } from '../socialData/snapshot';

/**
 * Audit reports: a snapshot of a saved profile's analytics, built as a job, kept for good, printable
 * and shared by a public link. One stream per report (`auditReport-<reportId>`).
 */
export const AUDIT_REPORT_JOB = 'buildAuditReport';
/** `audit`: of a saved profile; `sample`: the public sample of the embedded data; `test`: a fixed creator to check rendering. */
export const AUDIT_REPORT_KINDS = ['audit', 'sample', 'test'] as const;

const reportId = z.string().uuid();
const at = z.string();

/** The analytics as a report froze them; reports built before the post window was kept have none. */
export const frozenAnalyticsSchema = creatorAnalyticsSchema.extend({
  window: postWindowSchema.optional(),
  stories: storyFiguresSchema.optional(),
});
export type FrozenAnalytics = z.infer<typeof frozenAnalyticsSchema>;

/** What a report shows: the creator as the analytics knew them when the report was built. */
export const auditReportContentSchema = z.object({
  kind: z.enum(AUDIT_REPORT_KINDS),
  platform: z.string(),
  username: z.string(),
  identity: profileIdentitySchema.nullable(),
  analytics: frozenAnalyticsSchema,
  generatedAt: at,
});
export type AuditReportContent = z.infer<typeof auditReportContentSchema>;

export const auditReportRequestedSchema = z.object({
  reportId,
  profileId: z.string().uuid(),
  platform: z.string(),
  username: z.string(),
  requestedAt: at,
});
/** The job reached `progress` percent. */
export const auditReportProgressedSchema = z.object({ reportId, progress: z.number().int().min(0).max(100), progressedAt: at });
/** Ready: the content, and the id of its public link. */
export const auditReportCompletedSchema = z.object({
  reportId,
  shareId: z.string().uuid(),
  content: auditReportContentSchema,
  completedAt: at,
});
export const auditReportFailedSchema = z.object({ reportId, reason: z.string().max(500), failedAt: at });
/** The team revoked the public link: `/misc/auditReport/<shareId>` answers 404 from now on. */
export const auditReportShareRevokedSchema = z.object({ reportId, shareId: z.string().uuid(), revokedAt: at });

export const auditReportEventSchemas = {
  AuditReportRequested: auditReportRequestedSchema,
  AuditReportProgressed: auditReportProgressedSchema,
  AuditReportCompleted: auditReportCompletedSchema,
  AuditReportFailed: auditReportFailedSchema,
  AuditReportShareRevoked: auditReportShareRevokedSchema,
} as const;
type Schemas = typeof auditReportEventSchemas;
export type AuditReportEvent = { [T in keyof Schemas]: { type: T; data: z.infer<Schemas[T]> } }[keyof Schemas];

/** The job's data. */
export const buildAuditReportJobSchema = z.object({ orgId: z.string().uuid(), reportId, profileId: z.string().uuid() });
export type BuildAuditReportJob = z.infer<typeof buildAuditReportJobSchema>;

/** `PUT /customer/socialProfile/auditReport/:id` (a profile id) and `GET …/auditReport/:id` (a report id). */
export const auditReportParamsSchema = z.object({ id: z.string().uuid('Unknown id') });
/** `GET /misc/auditReport/:shareId`. */
export const auditReportShareParamsSchema = z.object({ shareId: z.string().uuid('Unknown report') });

export const auditReportViewSchema = z.object({
  _id: z.string(),
  profileId: z.string().nullable(),
  platform: z.string(),
  username: z.string(),
  status: z.enum(AUDIT_REPORT_STATUSES),
  /** Percent, 0–100; 100 when ready. */
  progress: z.number(),
  requestedAt: at,
  updatedAt: at,
  completedAt: at.optional(),
  /** The public link's id once ready: `/api/v1/misc/auditReport/<shareId>`; gone once revoked. */
  shareId: z.string().optional(),
  /** When the public link was revoked. */
  shareRevokedAt: at.optional(),
  content: auditReportContentSchema.optional(),
  failure: z.string().optional(),
});
export type AuditReportView = z.infer<typeof auditReportViewSchema>;
