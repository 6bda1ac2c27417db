import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureReason } from './failureKind';
import { ReadFailure } from './ReadFailure';
import { readOutcome } from './readOutcome';

interface LoadedProps<T> {
  /** A react-query read (useQuery, or react-admin's useGetOne…). */
  read: UseQueryResult<T>;
  /** i18n key of the failure's title: what could not be loaded. */
  failed: string;
  /** Shown for a 404 instead of the failure; a 404 is a failure when absent. */
  notFound?: ReactNode;
  /** Shown while there is no data yet; a small spinner when absent. */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}

const spinner = <CircularProgress size={24} />;

/** The failure of a react-query read: what could not be loaded (`failed`, an i18n key), why, and Retry. */
export function QueryFailure({
  read,
  failed,
  testId,
}: {
  read: Pick<UseQueryResult, 'error' | 'refetch'>;
  failed: string;
  testId?: string;
}) {
  return (
    <ReadFailure title={failed} reason={failureReason(read.error)} onRetry={() => void read.refetch()} testId={testId} sx={{ my: 1 }} />
  );
}

/**
 * The one way a screen shows a read: its data when it came, otherwise a spinner, or the failure with
 * Retry, so that a failed read never shows as an empty list or a zero.
 */
export function Loaded<T>({ read, failed, notFound, pending = spinner, children }: LoadedProps<T>) {
  const outcome = readOutcome(read);
  if (outcome === 'notFound' && notFound !== undefined) return notFound;
  if (outcome === 'failed' || outcome === 'notFound') {
    return <QueryFailure read={read} failed={failed} />;
  }
  if (outcome === 'pending' || read.data === undefined) return pending;
  return children(read.data);
}
