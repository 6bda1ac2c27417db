import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMe } from '../accounts/useMe';
import { accessBlocked } from '../session/planGate';

/** Sends the user to `/trial-end` when `me` says access is blocked or an API call answered AccessBlocked. */
export function AccessBlockedRedirect() {
  const { data: user } = useMe();
  const blockedByError = accessBlocked.use();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const blocked = blockedByError || user?.accessBlocked === true;

  useEffect(() => {
    if (blocked && pathname !== '/trial-end') void navigate('/trial-end', { replace: true });
  }, [blocked, pathname, navigate]);
  return null;
}
