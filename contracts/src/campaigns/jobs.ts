import { z } from 'zod';

/** The job `collectLinkData` queues: reads the clicks of the campaign's shortened links. */
export const COLLECT_LINK_CLICKS_JOB = 'collectCampaignLinkClicks';

export const collectLinkClicksJobSchema = z.object({ orgId: z.string().min(1), campaignId: z.string().uuid() });
export type CollectLinkClicksJob = z.infer<typeof collectLinkClicksJobSchema>;
