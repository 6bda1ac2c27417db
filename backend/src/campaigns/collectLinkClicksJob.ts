import { COLLECT_LINK_CLICKS_JOB, collectLinkClicksJobSchema, type CollectLinkClicksJob } from '@scout/contracts/campaigns/jobs';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobContext, JobDefinition } from '@scout/platform/jobs/port';
import { bitlyClicksOf } from '../integrations/bitly/client';
import { bitlyTokenOf } from '../integrations/bitly/service';
import { getCampaignDoc } from './queries';
import { runCampaignCommand } from './runCampaignCommand';

/**
 * `collectLinkData`: asks Bitly for the clicks of each of the campaign's shortened links and
 * records them (`RecordLinkClicks`, an event only when the number changed). Links without Bitly
 * have no click count Scout could know: they are left as they are, never given a number.
 * A campaign or link removed meanwhile is skipped; a failing link is logged and the others go on.
 */
export function collectLinkClicksJob(ctx: AppContext): JobDefinition<CollectLinkClicksJob> {
  return {
    name: COLLECT_LINK_CLICKS_JOB,
    schema: collectLinkClicksJobSchema,
    concurrency: 2,
    handler: async ({ orgId, campaignId }: CollectLinkClicksJob, job: JobContext) => {
      const token = await bitlyTokenOf(ctx, orgId);
      if (!token) return;
      const campaign = await getCampaignDoc(ctx, orgId, campaignId).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (!campaign) return;
      const links = campaign.links.filter((link) => link.bitlyLinkId !== null);
      const metadata = jobMetadata(ctx, orgId, job.jobId);
      for (const [index, link] of links.entries()) {
        try {
          const clicks = await bitlyClicksOf(ctx.config, token, link.bitlyLinkId as string);
          await runCampaignCommand(ctx, orgId, campaignId, { type: 'RecordLinkClicks', linkId: link.linkId, clicks }, metadata);
        } catch (error) {
          if (error instanceof NotFoundError) continue;
          ctx.logger.warn(
            { campaignId, linkId: link.linkId, message: error instanceof Error ? error.message : String(error) },
            'link clicks not collected',
          );
        }
        await job.progress(Math.round(((index + 1) / links.length) * 100));
      }
    },
  };
}
