import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './accounts/LoginPage';
import { SignupPage } from './accounts/SignupPage';
import { Dashboard } from './dashboard/Dashboard';
import { isWindows } from './platform/userAgent';
import profiles from './profiles';
import { authProvider } from './shell/authProvider';
import { dataProvider } from './shell/dataProvider';
import { i18nProvider } from './shell/i18n/i18nProvider';
import { Layout } from './shell/Layout';
import { Notification } from './shell/Notification';
import { buildTheme, type ScoutColors } from './shell/theme';

const store = localStorageStore('1', 'Scout');

interface AppProps {
  /** White-label colours; Scout's own when absent. */
  colors?: Partial<ScoutColors>;
}

export function App({ colors }: AppProps) {
  const theme = useMemo(() => buildTheme({ colors, thinScrollbar: isWindows(navigator.userAgent) }), [colors]);

  // Real paths (/dashboard, /signup), not react-admin's default hash routes: the server falls back to index.html.
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        requireAuth
        title="Scout"
        store={store}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={LoginPage}
        notification={Notification}
        theme={theme}
        darkTheme={null}
      >
        <Resource name="profiles" {...profiles} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/signup" element={<SignupPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
