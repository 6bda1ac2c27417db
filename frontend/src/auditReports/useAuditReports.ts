import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ME_QUERY_KEY } from '../accounts/useMe';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { pollUntil } from '../platform/polling';
import { useCommand } from '../platform/useCommand';
import { isFinished } from './reportPaths';

const AUDIT_REPORTS_KEY = ['scout', 'auditReports'] as const;

export const profileReportsKey = (profileId: string) => [...AUDIT_REPORTS_KEY, 'profile', profileId] as const;
export const reportKey = (reportId: string | null) => [...AUDIT_REPORTS_KEY, 'report', reportId] as const;

/** The profile's earlier reports, newest first. */
export function useProfileAuditReports(profileId: string) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: profileReportsKey(profileId),
    queryFn: ({ signal }) => dataProvider.getProfileAuditReports(profileId, signal),
  });
}

/** One report, polled every second until it is ready or failed; nothing while `reportId` is null. */
export function useAuditReport(reportId: string | null) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: reportKey(reportId),
    queryFn: ({ signal }) => dataProvider.getAuditReport(reportId ?? '', signal),
    enabled: reportId !== null,
    retry: false,
    refetchInterval: (query) =>
      pollUntil(query.state.status === 'error' || (query.state.data !== undefined && isFinished(query.state.data))),
  });
}

/** Revokes the report's public link; the report and the profile's list are read again. */
export function useRevokeAuditReportShare(reportId: string) {
  return useCommand((dataProvider, _: void) => dataProvider.revokeAuditReportShare(reportId), {
    refetch: [AUDIT_REPORTS_KEY],
    success: 'scout.auditReports.shareRevoked',
  });
}

/**
 * Requests a report of the profile (PUT, answered 202 at once: the report is built as a job).
 * Afterwards the profile's reports and the organisation's usage are read again; a 423 past the
 * plan's `reports` opens the upgrade popup through the shell's error handling.
 */
export function useRequestAuditReport(profileId: string) {
  return useCommand((dataProvider, _: void) => dataProvider.requestAuditReport(profileId), {
    refetch: [profileReportsKey(profileId), ME_QUERY_KEY],
  });
}
