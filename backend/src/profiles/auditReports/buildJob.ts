import { AUDIT_REPORT_JOB, buildAuditReportJobSchema, type BuildAuditReportJob } from '@scout/contracts/profiles/auditReports';
import type { AUDIT_REPORT_STATUSES } from '@scout/contracts/profiles';
import { auditReportStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { execute, type AppContext } from '../../runtime/context';
import { isAppError, NotFoundError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobContext, JobDefinition } from '@scout/platform/jobs/port';
import { getProfileWithAnalytics } from '../analyticsQueries';
import { profileSettingsDecider } from '../profileSettings';
import { auditReportDecider, type AuditReportCommand } from './auditReport';
import { auditReportContent } from './content';

/** Why a report could not be built, in words for the user; anything unexpected stays in the log. */
const failureReason = (error: unknown) =>
  isAppError(error) && error.status < 500 ? error.message : 'The report could not be built, please try again';

/**
 * Builds one audit report: reads the saved profile and its analytics read model, freezes them into
 * the report's content and makes its public link. Progress and the outcome are events on the
 * report's stream; the profile's `auditReportStatus` follows along.
 */
export function buildAuditReportJob(ctx: AppContext): JobDefinition<BuildAuditReportJob> {
  return {
    name: AUDIT_REPORT_JOB,
    schema: buildAuditReportJobSchema,
    concurrency: 2,
    handler: async ({ orgId, reportId, profileId }: BuildAuditReportJob, job: JobContext) => {
      const metadata = jobMetadata(ctx, orgId, job.jobId);
      const now = () => ctx.clock().toISOString();
      const report = (command: AuditReportCommand) => execute(ctx, auditReportDecider, auditReportStream(reportId), command, metadata);
      const profileStatus = async (status: (typeof AUDIT_REPORT_STATUSES)[number]) => {
        try {
          await execute(
            ctx,
            profileSettingsDecider,
            savedProfileStream(profileId),
            { type: 'SetAuditReportStatus', status, now: now() },
            metadata,
          );
        } catch (error) {
          // A profile removed meanwhile keeps no status; the report itself says what happened.
          if (!(error instanceof NotFoundError)) throw error;
        }
      };
      const progress = async (percent: number) => {
        const { state } = await report({ type: 'RecordAuditReportProgress', progress: percent, now: now() });
        await job.progress(percent);
        return state;
      };

      // A job run again (after a crash, say) for a report that is already finished leaves it as it is.
      const started = await progress(10);
      if (started.status === 'ready' || started.status === 'failed') return;
      try {
        await profileStatus('building');
        // 404 when the profile was removed meanwhile; both documents read at once.
        const { analytics } = await getProfileWithAnalytics(ctx, orgId, profileId, null);
        if (!analytics) throw new NotFoundError('This profile has no analytics yet');
        await progress(60);
        const { _id: _profileId, orgId: _orgId, ...creator } = analytics;
        const completedAt = now();
        await report({
          type: 'CompleteAuditReport',
          shareId: newId(),
          content: auditReportContent('audit', creator, completedAt),
          now: completedAt,
        });
        await job.progress(100);
        await profileStatus('ready');
      } catch (error) {
        ctx.logger.warn({ reportId, message: error instanceof Error ? error.message : String(error) }, 'audit report failed');
        const failed = await report({ type: 'FailAuditReport', reason: failureReason(error), now: now() });
        if (failed.events.length > 0) await profileStatus('failed');
      }
    },
  };
}
