import type { Router } from 'express';
import { AUDIT_REPORT_JOB, auditReportParamsSchema, type BuildAuditReportJob } from '@scout/contracts/profiles/auditReports';
import { profileIdParamsSchema } from '@scout/contracts/profiles';
import { auditReportStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf } from '../../accounts/principal';
import { recordUsage } from '../../billing/billingService';
import { assertWithinLimit } from '../../billing/planLimits';
import { execute, type AppContext } from '../../runtime/context';
import { parseParams } from '@scout/platform/http/validate';
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
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.put('/customer/socialProfile/auditReport/:id', write, async (req, res) => {
    const principal = principalOf(res);
    const { id: profileId } = parseParams(req, auditReportParamsSchema);
    const profile = await getProfile(ctx, principal.orgId, profileId);
    await assertWithinLimit(ctx, principal.orgId, 'reports');
    const reportId = newId();
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
      metadataFor(ctx, req, principal),
    );
    try {
      await ctx.jobs.enqueue<BuildAuditReportJob>(AUDIT_REPORT_JOB, { orgId: principal.orgId, reportId, profileId });
    } catch (error) {
      const failure = {
        type: 'FailAuditReport' as const,
        reason: 'The report could not be started, please try again',
        now: ctx.clock().toISOString(),
      };
      await execute(ctx, auditReportDecider, auditReportStream(reportId), failure, metadataFor(ctx, req, principal));
      throw error;
    }
    // Counted once the build is on its way: a report that could not even start costs nothing.
    await recordUsage(ctx, req, principal, 'reports');
    res.status(202).json({ report: await getAuditReport(ctx, principal.orgId, reportId) });
  });

  router.get('/customer/socialProfile/auditReport/:id', read, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, auditReportParamsSchema);
    res.json({ report: await getAuditReport(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal)) });
  });

  /** Revokes the report's public link (404 from then on); revoking it again changes nothing. */
  router.delete('/customer/socialProfile/auditReport/:id/share', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, auditReportParamsSchema);
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

  router.get('/customer/socialProfile/:id/auditReports', read, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, profileIdParamsSchema);
    await getProfile(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal));
    res.json({ reports: await auditReportsOfProfile(ctx, principal.orgId, id) });
  });
}
