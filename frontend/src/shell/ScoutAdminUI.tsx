import { CssBaseline, LinearProgress } from '@mui/material';
import type { ComponentProps } from 'react';
import { CoreAdminUI, type CatchAllComponent, type CoreAdminUIProps } from 'react-admin';
import { lazyScreen } from '../platform/lazyScreen';
import { Notification } from './Notification';

const AccessDenied = lazyScreen(() => import('./reactAdminPages').then((module) => module.AccessDenied));
const AuthCallback = lazyScreen(() => import('./reactAdminPages').then((module) => module.AuthCallback));
const AuthenticationError = lazyScreen(() => import('./reactAdminPages').then((module) => module.AuthenticationError));
type ErrorPageProps = ComponentProps<NonNullable<CoreAdminUIProps['error']>>;

const ErrorPage = lazyScreen<ErrorPageProps>(() => import('./reactAdminPages').then((module) => module.Error));
// react-admin hands its catch-all a title, which Scout's pages take from the menu instead.
const NotFound = lazyScreen<ComponentProps<CatchAllComponent>>(() =>
  import('./reactAdminPages').then(({ NotFound: Page }) => () => <Page />),
);
const Loading = () => <LinearProgress />;

type ScoutAdminUIProps = Omit<
  CoreAdminUIProps,
  'accessDenied' | 'authCallbackPage' | 'authenticationError' | 'catchAll' | 'error' | 'loading'
>;

/**
 * react-admin's `AdminUI` (CSS baseline, the admin's routes, the notification) with its stock pages
 * loaded when shown: `AdminUI` names its default layout, login, error and not-found pages, which would
 * put them all in the script the first page loads.
 */
export function ScoutAdminUI(props: ScoutAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        catchAll={NotFound}
        error={ErrorPage}
        loading={Loading}
        {...props}
      />
      <Notification />
    </CssBaseline>
  );
}
