import { z } from 'zod';
import { connectLinkSchema } from '../connect/responses';
import { sameShape } from '../platform/sameShape';
import {
  followerHistoryPointSchema,
  profileContactSchema,
  profileIdentitySchema,
  profileStatisticsSchema,
  relatedProfileSchema,
} from '../socialData/snapshot';
import { creatorAnalyticsSchema } from './analytics';
import { AUDIT_REPORT_STATUSES } from './events';
import { auditReportContentSchema, auditReportViewSchema } from './auditReports';
import { MULTI_SAVE_OUTCOMES, type CreatorPreview, type CreatorSearchResponse, type MultiSaveResult } from './providerRequests';
import { profileAttachmentViewSchema, savedProfileSchema } from './responses';

/** The answer schemas of the saved-profile calls that had none (the route table's `answer`). */
export const profileAnswerSchema = z.object({ profile: savedProfileSchema });

/** `PUT /customer/socialProfile/{id}/enrich`: how asking the provider went, and the profile. */
export const enrichAnswerSchema = profileAnswerSchema.extend({ outcome: z.enum(['observed', 'unknown']) });

/** `PUT /customer/socialProfile/{id}/collect-contacts`. */
export const collectContactsAnswerSchema = profileAnswerSchema.extend({ contacts: z.array(profileContactSchema) });

/** `GET /customer/socialProfile/{id}/related-profiles`: similar creators, and whether the organisation saved them. */
export const relatedProfilesAnswerSchema = z.object({
  profiles: z.array(relatedProfileSchema.extend({ saved: z.boolean(), profileId: z.string().nullable() })),
});

export const creatorPreviewSchema = z.object({
  platform: z.string(),
  username: z.string(),
  identity: profileIdentitySchema,
  statistics: profileStatisticsSchema,
  followerHistory: z.array(followerHistoryPointSchema),
  recentPostCount: z.number().int(),
});
sameShape<z.infer<typeof creatorPreviewSchema>, CreatorPreview>(true);

/** `POST /customer/socialProfile/profile-search`. */
export const creatorSearchAnswerSchema = z.object({
  found: z.boolean(),
  creator: creatorPreviewSchema.nullable(),
  saved: z.boolean(),
  profileId: z.string().nullable(),
});
sameShape<z.infer<typeof creatorSearchAnswerSchema>, CreatorSearchResponse>(true);

const multiSaveResultSchema = z.object({
  platform: z.string(),
  username: z.string(),
  status: z.enum(MULTI_SAVE_OUTCOMES),
  profileId: z.string().nullable(),
});
sameShape<z.infer<typeof multiSaveResultSchema>, MultiSaveResult>(true);
/** `POST /customer/socialProfile/multi`: one result per creator asked for, in order. */
export const multiSaveAnswerSchema = z.object({ results: z.array(multiSaveResultSchema) });

/** `POST /customer/socialProfile/view-report`: a creator's analytics without saving it. */
export const viewReportAnswerSchema = z.object({
  creator: creatorPreviewSchema,
  analytics: creatorAnalyticsSchema,
  saved: z.boolean(),
  profileId: z.string().nullable(),
});

/** `POST /customer/socialProfile/attachment` (201): the new attachment and the profile. */
export const attachmentAnswerSchema = profileAnswerSchema.extend({ attachment: profileAttachmentViewSchema });

/** `DELETE /customer/socialProfile/auditReport/{id}/share`. */
export const auditReportAnswerSchema = z.object({ report: auditReportViewSchema });

/** `GET /misc/auditReport/{shareId}`, `/misc/sample-report`, `/misc/test-report`: a ready report's content. */
export const publicAuditReportAnswerSchema = z.object({
  report: z.object({
    status: z.enum(AUDIT_REPORT_STATUSES).extract(['ready']),
    progress: z.literal(100),
    completedAt: z.string().optional(),
    content: auditReportContentSchema,
  }),
});

/** `PUT /customer/socialProfile/connect`: the link to send the creator, and the profile with its pending request. */
export const connectCreatorAnswerSchema = z.object({ connect: connectLinkSchema, profile: savedProfileSchema });
/** `PUT /customer/socialProfile/disconnect`. */
export const disconnectCreatorAnswerSchema = z.object({ profile: savedProfileSchema });
