import type { Router } from 'express';
import { auditReportShareParamsSchema, type AuditReportContent } from '@scout/contracts/profiles/auditReports';
import type { AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { parseParams } from '@scout/platform/http/validate';
import { EmbeddedSocialData } from '../../socialData/embedded';
import { auditReportOfSnapshot } from './content';
import { sharedAuditReport } from './queries';
import { TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT } from './testCreator';

/**
 * The sample report's creator: from the sample shipped with Scout, a TikTok creator with recent
 * videos, so that engagement, the posting-time heatmap and hashtags all have something to show.
 */
export const SAMPLE_REPORT_CREATOR = { platform: 'tiktok', username: 'atom2255' } as const;

let shippedSample: EmbeddedSocialData | null = null;
/** The sample report always comes from the shipped sample, whichever provider Scout is configured with. */
function sampleData(ctx: AppContext): EmbeddedSocialData {
  if (ctx.socialData instanceof EmbeddedSocialData) return ctx.socialData;
  shippedSample ??= EmbeddedSocialData.fromSample();
  return shippedSample;
}

const ready = (content: AuditReportContent, completedAt: string) => ({ report: { status: 'ready', progress: 100, completedAt, content } });

/** Reports anyone may open: a shared audit report, the sample report, and the fixed test report. */
export function mountPublicAuditReports(router: Router, ctx: AppContext): void {
  router.get('/misc/auditReport/:shareId', async (req, res) => {
    const { shareId } = parseParams(req, auditReportShareParamsSchema);
    res.json({ report: { status: 'ready', progress: 100, ...(await sharedAuditReport(ctx, shareId)) } });
  });

  router.get('/misc/sample-report', async (_req, res) => {
    const snapshot = await sampleData(ctx).lookup(SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username);
    if (!snapshot) throw new NotFoundError('The sample report is not available');
    const now = ctx.clock().toISOString();
    res.json(ready(auditReportOfSnapshot('sample', snapshot, now, now), now));
  });

  router.get('/misc/test-report', (_req, res) => {
    res.json(
      ready(auditReportOfSnapshot('test', TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT, TEST_REPORT_OBSERVED_AT), TEST_REPORT_OBSERVED_AT),
    );
  });
}
