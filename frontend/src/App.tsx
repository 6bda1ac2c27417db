import { useMemo } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AccountPage } from './accounts/AccountPage';
import { SetupGuidePage } from './accounts/SetupGuidePage';
import { BILLING_ROUTE, BillingScreen, CHECKOUT_RETURN_ROUTE, CheckoutReturnScreen, PLANS_ROUTE, PlansScreen, TRIAL_END_ROUTE, TrialEndScreen } from './billing/screens';
import { ForgotPasswordPage } from './accounts/ForgotPasswordPage';
import { GoogleDonePage } from './accounts/google/GoogleDonePage';
import { LoginPage } from './accounts/LoginPage';
import { ResetPasswordPage } from './accounts/ResetPasswordPage';
import { SignupPage } from './accounts/SignupPage';
import { VerifyEmailPage } from './accounts/VerifyEmailPage';
import { Dashboard } from './dashboard/Dashboard';
import { DeveloperPage } from './developer/DeveloperPage';
import { WhitelabelPage } from './whitelabel/WhitelabelPage';
import { AcceptInvitePage } from './team/AcceptInvitePage';
import { TeamPage } from './team/TeamPage';
import { isWindows } from './platform/userAgent';
import profiles from './profiles';
import { ProfilePage } from './profiles/page/ProfilePage';
import { ListsPage } from './lists/ListsPage';
import { SharedListPage } from './lists/SharedListPage';
import { CustomFieldsPage } from './customFields/CustomFieldsPage';
import { PublicProfilePage } from './public/PublicProfilePage';
import { AuditReportPage } from './auditReports/AuditReportPage';
import { SampleReportPage, SharedAuditReportPage, TestReportPage } from './auditReports/PublicAuditReportPage';
import { AUDIT_REPORT_ROUTE, PUBLIC_AUDIT_REPORT_ROUTE, SAMPLE_REPORT_ROUTE, TEST_REPORT_ROUTE } from './auditReports/reportPaths';
import { PUBLIC_PROFILE_ROUTE, SHARED_LIST_ROUTE } from './public/publicPaths';
import { CampaignListPage } from './campaigns/CampaignListPage';
import { CampaignPage } from './campaigns/CampaignPage';
import { PublicCampaignPage } from './campaigns/PublicCampaignPage';
import { CAMPAIGN_ROUTE, CAMPAIGNS_ROUTE, PUBLIC_CAMPAIGN_ROUTE } from './campaigns/campaignPaths';
import { BitlyCallbackPage } from './integrations/BitlyCallbackPage';
import { CONNECT_REDIRECT_ROUTE, CONNECT_ROUTE, ConnectRedirectScreen, ConnectScreen } from './connect/screens';
import { BITLY_CALLBACK_ROUTE } from './integrations/integrationsApi';
import { DISCOVER_ROUTE, DiscoverScreen, PROFILE_BANK_ROUTE, ProfileBankScreen } from './discovery/screens';
import { CONTENT_ROUTE, CONTENTS_ROUTE, ContentListScreen, ContentScreen } from './content/screens';
import { authProvider } from './shell/authProvider';
import { dataProvider } from './shell/dataProvider';
import { i18nProvider } from './shell/i18n/i18nProvider';
import { Layout } from './shell/Layout';
import { Notification } from './shell/Notification';
import { buildTheme, type ScoutColors } from './shell/theme';
import { ShellWidgets } from './shell/widgets/ShellWidgets';

const store = localStorageStore('1', 'Scout');

interface AppProps {
  /** White-label colours; Scout's own when absent. */
  colors?: Partial<ScoutColors>;
}

export function App({ colors }: AppProps) {
  const theme = useMemo(() => buildTheme({ colors, thinScrollbar: isWindows(navigator.userAgent) }), [colors]);

  // Real paths (/dashboard, /signup), not react-admin's default hash routes: the server falls back to index.html.
  // react-admin's <Admin> split in its two parts, so the shell's widget rules sit above every route,
  // the login page and the routes without layout included (spec section 2).
  return (
    <BrowserRouter>
      <AdminContext store={store} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} theme={theme} darkTheme={null}>
        <ShellWidgets />
        <AdminUI disableTelemetry requireAuth title="Scout" layout={Layout} loginPage={LoginPage} notification={Notification}>
          <Resource name="profiles" {...profiles} />
          <CustomRoutes>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/developer" element={<DeveloperPage />} />
            <Route path="/whitelabel" element={<WhitelabelPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/team" element={<TeamPage />} />
            <Route path="/setup" element={<SetupGuidePage />} />
            <Route path="/profile/:slug" element={<ProfilePage />} />
            <Route path={AUDIT_REPORT_ROUTE} element={<AuditReportPage />} />
            <Route path="/lists" element={<ListsPage />} />
            <Route path="/custom-fields" element={<CustomFieldsPage />} />
            <Route path={CAMPAIGNS_ROUTE} element={<CampaignListPage />} />
            <Route path={CAMPAIGN_ROUTE} element={<CampaignPage />} />
            <Route path={DISCOVER_ROUTE} element={<DiscoverScreen />} />
            <Route path={PROFILE_BANK_ROUTE} element={<ProfileBankScreen />} />
            <Route path={CONTENTS_ROUTE} element={<ContentListScreen />} />
            <Route path={CONTENT_ROUTE} element={<ContentScreen />} />
            <Route path={PLANS_ROUTE} element={<PlansScreen />} />
            <Route path={BILLING_ROUTE} element={<BillingScreen />} />
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/auth/google/done" element={<GoogleDonePage />} />
            <Route path="/accept-invite" element={<AcceptInvitePage />} />
            <Route path={TRIAL_END_ROUTE} element={<TrialEndScreen />} />
            <Route path={CHECKOUT_RETURN_ROUTE} element={<CheckoutReturnScreen />} />
            <Route path={PUBLIC_PROFILE_ROUTE} element={<PublicProfilePage />} />
            <Route path={SHARED_LIST_ROUTE} element={<SharedListPage />} />
            <Route path={PUBLIC_AUDIT_REPORT_ROUTE} element={<SharedAuditReportPage />} />
            <Route path={SAMPLE_REPORT_ROUTE} element={<SampleReportPage />} />
            <Route path={TEST_REPORT_ROUTE} element={<TestReportPage />} />
            <Route path={PUBLIC_CAMPAIGN_ROUTE} element={<PublicCampaignPage />} />
            <Route path={BITLY_CALLBACK_ROUTE} element={<BitlyCallbackPage />} />
            <Route path={CONNECT_ROUTE} element={<ConnectScreen />} />
            <Route path={CONNECT_REDIRECT_ROUTE} element={<ConnectRedirectScreen />} />
          </CustomRoutes>
        </AdminUI>
      </AdminContext>
    </BrowserRouter>
  );
}
