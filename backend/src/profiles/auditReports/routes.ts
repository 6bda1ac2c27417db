import type { Router } from 'express';
import { AUDIT_REPORT_JOB, type BuildAuditReportJob } from '@scout/contracts/profiles/auditReports';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { auditReportStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf } from '../../accounts/principal';
import { accessGuard } from '../../accounts/routeAccess';
import { recordUsage } from '../../billing/billingService';
import { reserveReport } from '../../billing/planUsageService';
import { execute, type AppContext } from '../../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { newId } from '@scout/platform/ids';
import { getProfile } from '../queries';
import { visibleProfileIds } from '../visibility';
import { auditReportDecider } from './auditReport';
import { auditReportsOfProfile, getAuditReport } from './queries';

/**
 * Audit reports of saved profiles: requested here (one report of the plan's monthly `reports`),
 * built by the `buildAuditReport` job, polled until ready.
 */
export function mountAuditReports(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.requestAuditReport, async ({ params: { id: profileId } }, req, res) => {
    const principal = principalOf(res);
    const profile = await getProfile(ctx, principal.orgId, profileId);
    const reportId = newId();
    const metadata = metadataFor(ctx, req, principal);
    const giveBack = await reserveReport(ctx, principal.orgId, reportId, metadata);
    try {
      await execute(
        ctx,
        auditReportDecider,
        auditReportStream(reportId),
        {
          type: 'RequestAuditReport',
          reportId,
          profileId,
          platform: profile.platform,
          username: profile.username,
          now: ctx.clock().toISOString(),
        },
        metadata,
      );
    } catch (error) {
      await giveBack();
      throw error;
    }
    try {
      await ctx.jobs.enqueue<BuildAuditReportJob>(AUDIT_REPORT_JOB, { orgId: principal.orgId, reportId, profileId });
    } catch (error) {
      const failure = {
        type: 'FailAuditReport' as const,
        reason: 'The report could not be started, please try again',
        now: ctx.clock().toISOString(),
      };
      await execute(ctx, auditReportDecider, auditReportStream(reportId), failure, metadata);
      await giveBack();
      throw error;
    }
    // Counted once the build is on its way: a report that could not even start costs nothing.
    await recordUsage(ctx, req, principal, 'reports');
    res.status(202).json({ report: await getAuditReport(ctx, principal.orgId, reportId) });
  });

  route(profileRoutes.auditReport, async ({ params: { id } }, _req, res) => {
    const principal = principalOf(res);
    res.json({ report: await getAuditReport(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal)) });
  });

  /** Revokes the report's public link (404 from then on); revoking it again changes nothing. */
  route(profileRoutes.revokeAuditReportShare, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    await getAuditReport(ctx, principal.orgId, id);
    await execute(
      ctx,
      auditReportDecider,
      auditReportStream(id),
      { type: 'RevokeAuditReportShare', now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json({ report: await getAuditReport(ctx, principal.orgId, id) });
  });

  route(profileRoutes.auditReports, async ({ params: { id } }, _req, res) => {
    const principal = principalOf(res);
    await getProfile(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal));
    res.json({ reports: await auditReportsOfProfile(ctx, principal.orgId, id) });
  });
}
