import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

export { CONNECT_REDIRECT_ROUTE, CONNECT_ROUTE } from './paths';

// The creator's pages load on first visit: their code stays out of the main bundle.
const ConnectPage = lazy(() => import('./ConnectPage'));
const ConnectRedirectPage = lazy(() => import('./ConnectRedirectPage'));

export function ConnectScreen() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ConnectPage />
    </Suspense>
  );
}

export function ConnectRedirectScreen() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ConnectRedirectPage />
    </Suspense>
  );
}
