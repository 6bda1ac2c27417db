import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ME_QUERY_KEY } from '../accounts/useMe';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useCommand } from '../shell/useCommand';
import { isFinished } from './reportPaths';

export const AUDIT_REPORTS_KEY = ['scout', 'auditReports'] as const;
/** While a report is built, it is read again every second until it is ready or failed. */
export const POLL_INTERVAL_MS = 1000;

const profileReportsKey = (profileId: string) => [...AUDIT_REPORTS_KEY, 'profile', profileId] as const;

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
    queryKey: [...AUDIT_REPORTS_KEY, 'report', reportId],
    queryFn: ({ signal }) => dataProvider.getAuditReport(reportId ?? '', signal),
    enabled: reportId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' || (query.state.data && isFinished(query.state.data)) ? false : POLL_INTERVAL_MS),
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
