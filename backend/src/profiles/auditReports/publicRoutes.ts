import type { Router } from 'express';
import type { AuditReportContent } from '@scout/contracts/profiles/auditReports';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { accessGuard } from '../../accounts/routeAccess';
import type { AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
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
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.sharedAuditReport, async ({ params: { shareId } }, _req, res) => {
    res.json({ report: { status: 'ready', progress: 100, ...(await sharedAuditReport(ctx, shareId)) } });
  });

  route(profileRoutes.sampleReport, async (_input, _req, res) => {
    const snapshot = await sampleData(ctx).lookup(SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username);
    if (!snapshot) throw new NotFoundError('The sample report is not available');
    const now = ctx.clock().toISOString();
    res.json(ready(auditReportOfSnapshot('sample', snapshot, now, now), now));
  });

  route(profileRoutes.testReport, (_input, _req, res) => {
    res.json(
      ready(auditReportOfSnapshot('test', TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT, TEST_REPORT_OBSERVED_AT), TEST_REPORT_OBSERVED_AT),
    );
  });
}
