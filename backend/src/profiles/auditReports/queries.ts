import type { AuditReportView } from '@scout/contracts/profiles/auditReports';
import {
  auditReportSharesCollection,
  auditReportsCollection,
  type AuditReportDoc,
  type AuditReportShareDoc,
} from '@scout/projections/profiles/auditReports';
import type { AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';

const view = ({ orgId: _orgId, ...report }: AuditReportDoc): AuditReportView => report;

/** One report of the organisation; guests only see reports of profiles shared with them (`onlyProfileIds`). */
export async function getAuditReport(
  ctx: AppContext,
  orgId: string,
  reportId: string,
  onlyProfileIds: readonly string[] | null = null,
): Promise<AuditReportView> {
  const report = await ctx.readStore.tenant<AuditReportDoc>(auditReportsCollection).forOrg(orgId).get(reportId);
  if (!report || (onlyProfileIds && !onlyProfileIds.includes(report.profileId ?? ''))) throw new NotFoundError('Report not found');
  return view(report);
}

/** The reports of one profile, newest first. */
export async function auditReportsOfProfile(ctx: AppContext, orgId: string, profileId: string): Promise<AuditReportView[]> {
  const reports = await ctx.readStore
    .tenant<AuditReportDoc>(auditReportsCollection)
    .forOrg(orgId)
    .find({ filter: { profileId }, sort: [['requestedAt', -1]], limit: 50 });
  return reports.map(view);
}

/** A ready report opened by its public link: what it shows, nothing of the organisation. */
export async function sharedAuditReport(ctx: AppContext, shareId: string): Promise<Pick<AuditReportView, 'content' | 'completedAt'>> {
  const share = await ctx.readStore.global<AuditReportShareDoc>(auditReportSharesCollection).get(shareId);
  const report = share && (await ctx.readStore.tenant<AuditReportDoc>(auditReportsCollection).forOrg(share.orgId).get(share.reportId));
  // The report itself must still carry the id: a revoked link stays dead even before its share document is gone.
  if (!report?.content || report.shareId !== shareId) throw new NotFoundError('Report not found');
  return { content: report.content, ...(report.completedAt ? { completedAt: report.completedAt } : {}) };
}
