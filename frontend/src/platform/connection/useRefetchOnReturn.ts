import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connection } from './connection';

/** Every query is read again (the open screen's at once) each time the server comes back: no reload needed. */
export function useRefetchOnReturn(): void {
  const queryClient = useQueryClient();
  const { returns } = connection.use();
  const seen = useRef(returns);
  useEffect(() => {
    if (returns > seen.current) void queryClient.invalidateQueries();
    seen.current = returns;
  }, [returns, queryClient]);
}
