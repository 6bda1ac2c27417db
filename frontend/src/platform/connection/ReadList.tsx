import type { ReactNode } from 'react';
import { List, Pagination, useListContext, useNotify, type ListProps } from 'react-admin';
import { failureKind, failureReason } from './failureKind';
import { ReadFailure } from './ReadFailure';

/** The failure of the list's read, or of the network, in place of the rows. */
function ListReadFailure({ title }: { title: string }) {
  const { error, refetch } = useListContext();
  return (
    <ReadFailure
      title={title}
      reason={error ? failureReason(error) : 'scout.connection.offline'}
      onRetry={() => void refetch()}
      sx={{ m: 2 }}
    />
  );
}

/** The pagination, only while the list's read has not failed ("1-50 of 50" would be made up). */
function PaginationOfLoaded({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? null : children;
}

/**
 * react-admin's List whose failed read (or a read waiting for the network) shows the failure with
 * Retry instead of rows, tabs with counts, an empty state or a pagination. A read that failed because
 * the server was away raises no toast: the connection banner says it.
 */
export function ReadList({ failed, pagination = <Pagination />, queryOptions, ...props }: ListProps & { failed: string }) {
  const notify = useNotify();
  const failure = <ListReadFailure title={failed} />;
  return (
    <List
      {...props}
      error={failure}
      offline={failure}
      pagination={pagination === false ? false : <PaginationOfLoaded>{pagination}</PaginationOfLoaded>}
      queryOptions={{
        // react-admin's own toast, except for the server being away.
        onError: (error: Error) => {
          if (failureKind(error) !== 'unreachable')
            notify(error.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error.message } });
        },
        ...queryOptions,
      }}
    />
  );
}
