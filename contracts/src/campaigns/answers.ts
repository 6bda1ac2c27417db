import { z } from 'zod';
import { sameShape } from '../platform/sameShape';
import { campaignUploadSchema } from './events';
import { campaignHistoryEntrySchema } from './history';
import { publicCampaignSchema } from './publicReport';
import type { ShortLinkResponse } from './shortLink';
import { campaignSummarySchema, campaignViewSchema } from './views';

/** The answer schemas of the campaign calls that had none (the route table's `answer`). */
export const campaignAnswerSchema = z.object({ campaign: campaignViewSchema });

/** `PUT /customer/campaign/{id}`: the campaign; `collectLinkData` answers 202 with the `jobId` of the collection it started. */
export const campaignUpdateAnswerSchema = campaignAnswerSchema.extend({ jobId: z.string().optional() });

/** `GET /customer/campaigns`. */
export const campaignListAnswerSchema = z.object({
  campaigns: z.array(campaignSummarySchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});

/** `GET /customer/campaign/{id}/history`. */
export const campaignHistoryAnswerSchema = z.object({
  history: z.array(campaignHistoryEntrySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** `PUT /customer/campaign/upload`: the campaign and the files just kept. */
export const campaignUploadAnswerSchema = campaignAnswerSchema.extend({ uploads: z.array(campaignUploadSchema.omit({ blobId: true })) });

/** `PUT /customer/campaign/addPostFromUrl`: the campaign and the new post's id. */
export const campaignPostAnswerSchema = campaignAnswerSchema.extend({ postId: z.string() });

/** `GET /misc/campaign/{slug}`. */
export const publicCampaignAnswerSchema = z.object({ campaign: publicCampaignSchema });

/** `GET /misc/shortLink` without `redirect`. */
export const shortLinkAnswerSchema = z.object({ url: z.string(), shortUrl: z.string().nullable(), linkText: z.string() });
sameShape<z.infer<typeof shortLinkAnswerSchema>, ShortLinkResponse>(true);
