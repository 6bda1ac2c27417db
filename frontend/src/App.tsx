import { useMemo } from 'react';
import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { lazyMethods } from './platform/lazyMethods';
import { lazyScreen } from './platform/lazyScreen';
import {
  BILLING_ROUTE,
  BillingScreen,
  CHECKOUT_RETURN_ROUTE,
  CheckoutReturnScreen,
  PLANS_ROUTE,
  PlansScreen,
  TRIAL_END_ROUTE,
  TrialEndScreen,
} from './billing/screens';
import { isWindows } from './platform/userAgent';
import profiles from './profiles';
import { AUDIT_REPORT_ROUTE, PUBLIC_AUDIT_REPORT_ROUTE, SAMPLE_REPORT_ROUTE, TEST_REPORT_ROUTE } from './auditReports/reportPaths';
import { PUBLIC_PROFILE_ROUTE, SHARED_LIST_ROUTE } from './public/publicPaths';
import { CAMPAIGN_ROUTE, PUBLIC_CAMPAIGN_ROUTE } from './campaigns/campaignPaths';
import { CONNECT_REDIRECT_ROUTE, CONNECT_ROUTE, ConnectRedirectScreen, ConnectScreen } from './connect/screens';
import { BITLY_CALLBACK_ROUTE } from './integrations/integrationsApi';
import { API_DOCS_ROUTE } from './apiDocs/apiDocsPath';
import { DISCOVER_ROUTE, DiscoverScreen, PROFILE_BANK_ROUTE, ProfileBankScreen } from './discovery/screens';
import { CONTENT_ROUTE, ContentListScreen, ContentScreen, StoriesScreen } from './content/screens';
import { authProvider } from './shell/authProvider';
import type { ScoutDataProvider } from './shell/dataProvider';
import { i18nProvider } from './shell/i18n/i18nProvider';
import { ScoutAdminUI } from './shell/ScoutAdminUI';
import { forgetLocalStore, sessionStore } from './shell/sessionStore';
import { buildTheme, type ScoutColors } from './platform/theme';
import { ShellWidgets } from './shell/ShellWidgets';

// Every screen loads on its first visit (see lazyScreen), the layout too (the login page has none), and
// the data provider with its first call: the first page loads the router, react-admin's core and the auth provider.
const Layout = lazyScreen(() => import('./shell/Layout').then((module) => module.Layout));
const dataProvider = lazyMethods<ScoutDataProvider>(() => import('./shell/dataProvider').then((module) => module.dataProvider), {
  supportAbortSignal: true,
});
const AccountPage = lazyScreen(() => import('./accounts/AccountPage').then((module) => module.AccountPage));
const SetupGuidePage = lazyScreen(() => import('./accounts/SetupGuidePage').then((module) => module.SetupGuidePage));
const ForgotPasswordPage = lazyScreen(() => import('./accounts/ForgotPasswordPage').then((module) => module.ForgotPasswordPage));
const GoogleDonePage = lazyScreen(() => import('./accounts/google/GoogleDonePage').then((module) => module.GoogleDonePage));
const LoginPage = lazyScreen(() => import('./accounts/LoginPage').then((module) => module.LoginPage));
const ResetPasswordPage = lazyScreen(() => import('./accounts/ResetPasswordPage').then((module) => module.ResetPasswordPage));
const SignupPage = lazyScreen(() => import('./accounts/SignupPage').then((module) => module.SignupPage));
const VerifyEmailPage = lazyScreen(() => import('./accounts/VerifyEmailPage').then((module) => module.VerifyEmailPage));
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard').then((module) => module.Dashboard));
const DeveloperPage = lazyScreen(() => import('./developer/DeveloperPage').then((module) => module.DeveloperPage));
const WhitelabelPage = lazyScreen(() => import('./whitelabel/WhitelabelPage').then((module) => module.WhitelabelPage));
const AcceptInvitePage = lazyScreen(() => import('./team/AcceptInvitePage').then((module) => module.AcceptInvitePage));
const MemberList = lazyScreen(() => import('./team/MemberList').then((module) => module.MemberList));
const ProfilePage = lazyScreen(() => import('./profiles/page/ProfilePage').then((module) => module.ProfilePage));
const ListList = lazyScreen(() => import('./lists/ListList').then((module) => module.ListList));
const SharedListPage = lazyScreen(() => import('./lists/SharedListPage').then((module) => module.SharedListPage));
const CustomFieldsPage = lazyScreen(() => import('./customFields/CustomFieldsPage').then((module) => module.CustomFieldsPage));
const PublicProfilePage = lazyScreen(() => import('./public/PublicProfilePage').then((module) => module.PublicProfilePage));
const AuditReportPage = lazyScreen(() => import('./auditReports/AuditReportPage').then((module) => module.AuditReportPage));
const SampleReportPage = lazyScreen(() => import('./auditReports/PublicAuditReportPage').then((module) => module.SampleReportPage));
const SharedAuditReportPage = lazyScreen(() =>
  import('./auditReports/PublicAuditReportPage').then((module) => module.SharedAuditReportPage),
);
const TestReportPage = lazyScreen(() => import('./auditReports/PublicAuditReportPage').then((module) => module.TestReportPage));
const CampaignList = lazyScreen(() => import('./campaigns/CampaignList').then((module) => module.CampaignList));
const CampaignPage = lazyScreen(() => import('./campaigns/CampaignPage').then((module) => module.CampaignPage));
const PublicCampaignPage = lazyScreen(() => import('./campaigns/PublicCampaignPage').then((module) => module.PublicCampaignPage));
const ApiDocsPage = lazyScreen(() => import('./apiDocs/ApiDocsPage').then((module) => module.ApiDocsPage));
const BitlyCallbackPage = lazyScreen(() => import('./integrations/BitlyCallbackPage').then((module) => module.BitlyCallbackPage));

forgetLocalStore('Scout');
const store = sessionStore('Scout');

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
      <AdminContext
        store={store}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        darkTheme={null}
      >
        <ShellWidgets />
        <ScoutAdminUI disableTelemetry requireAuth title="Scout" layout={Layout} loginPage={LoginPage}>
          {/* The Resources: each list is react-admin's List at /<name>, loaded on its first visit; the data provider maps their calls. */}
          <Resource name="profiles" {...profiles} />
          <Resource name="lists" list={ListList} />
          <Resource name="campaigns" list={CampaignList} />
          <Resource name="team" list={MemberList} />
          <Resource name="contents" list={ContentListScreen} />
          <Resource name="stories" list={StoriesScreen} />
          <CustomRoutes>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/developer" element={<DeveloperPage />} />
            <Route path="/whitelabel" element={<WhitelabelPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/setup" element={<SetupGuidePage />} />
            <Route path="/profile/:slug" element={<ProfilePage />} />
            <Route path={AUDIT_REPORT_ROUTE} element={<AuditReportPage />} />
            <Route path="/custom-fields" element={<CustomFieldsPage />} />
            <Route path={CAMPAIGN_ROUTE} element={<CampaignPage />} />
            <Route path={DISCOVER_ROUTE} element={<DiscoverScreen />} />
            <Route path={PROFILE_BANK_ROUTE} element={<ProfileBankScreen />} />
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
            <Route path={API_DOCS_ROUTE} element={<ApiDocsPage />} />
          </CustomRoutes>
        </ScoutAdminUI>
      </AdminContext>
    </BrowserRouter>
  );
}
