import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import type { LoginParams } from '../shell/authProvider';

/**
 * Logs in (or signs up) and enters the app. Like react-admin's useLogin, plus one step: its cached
 * anonymous checkAuth result is reset first. Without that, the admin routes that stayed mounted
 * under /signup still see "not authenticated" and log the new session straight out.
 */
export function useStartSession(): (params: LoginParams, path?: string) => Promise<void> {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const nextPathname = readNextPathname(location.state);

  return useCallback(
    async (params: LoginParams, path?: string) => {
      if (!authProvider) throw new Error('Scout needs an authProvider');
      await authProvider.login(params);
      await queryClient.resetQueries({ queryKey: ['auth'] });
      resetNotifications();
      await navigate(path ?? nextPathname ?? '/');
    },
    [authProvider, queryClient, navigate, nextPathname, resetNotifications],
  );
}

/** Where react-admin's logout wanted to return to (`location.state.nextPathname`). */
function readNextPathname(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('nextPathname' in state)) return undefined;
  const { nextPathname } = state;
  // Not /trial-end: whether the next session is blocked is for the shell to find out (spec section 4).
  return typeof nextPathname === 'string' && nextPathname !== '/login' && nextPathname !== '/trial-end' ? nextPathname : undefined;
}
