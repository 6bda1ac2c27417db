import englishMessages from 'ra-language-english';
import { settingsEnglish } from '../../accounts/settingsMessages';
import { dashboardEnglish } from '../../dashboard/i18n';
import { whitelabelEnglish } from '../../whitelabel/i18n';
import { apiDocsEnglish } from '../../apiDocs/i18n';
import { teamEnglish } from '../../team/i18n';
import { profileScreensEnglish } from '../../profiles/screensMessages';
import { campaignScreensEnglish } from '../../campaigns/screensMessages';
import { discoveryEnglish } from '../../discovery/messages';
import { billingEnglish } from '../../billing/messages';
import { connectEnglish } from '../../connect/messages';
import { contentEnglish } from '../../content/messages';
import { storiesEnglish } from '../../content/storiesMessages';
import { connectionEnglish } from '../../platform/connection/messages';
import { fieldLabelsEnglish } from '../../platform/fieldLabels';
import { planGateEnglish } from '../../billing/planGateMessages';
import { firstStepsEnglish } from '../../dashboard/firstStepsMessages';
import { explainEnglish } from '../../discovery/explainMessages';
import { plausibilityEnglish } from '../../socialProfile/analytics/plausibilityMessages';
import { forecastEnglish } from '../../profiles/forecast/messages';
import { campaignPlanEnglish } from '../../campaigns/plan/messages';
import { mergeMessages } from './mergeMessages';

/** Scout's own texts: `resources.<resource>.fields.<field>` and `scout.*`. German mirrors this shape. */
export const scoutEnglish = {
  resources: {
    profiles: {
      name: 'Saved profile |||| Saved profiles',
      fields: {
        username: 'Username',
        platform: 'Platform',
        slug: 'Slug',
        createdAt: 'Added',
        q: 'Search',
      },
    },
    team: { name: 'Member |||| Members' },
  },
  scout: {
    menu: {
      dashboard: 'Dashboard',
      developer: 'Developer',
      account: 'Account',
    },
    dashboard: dashboardEnglish,
    auth: {
      google: {
        title: 'Sign in with Google',
        button: 'Sign in with Google',
        signingIn: 'Signing you in…',
        failed: 'Google sign-in did not work. Please try again or use your password.',
        linkUnverified:
          'An account with this email exists, but its email address was never verified. Log in with its password and verify the address, or reset the password by mail, then sign in with Google.',
      },
      signInTitle: 'Sign in to Scout',
      signUpTitle: 'Create your Scout account',
      email: 'Email',
      password: 'Password',
      fullName: 'Full name',
      orgName: 'Organisation',
      jobRole: 'Your role',
      newsletter: 'Send me product news',
      signIn: 'Sign in',
      signUp: 'Create account',
      noAccount: 'No account yet?',
      toSignUp: 'Sign up',
      haveAccount: 'Already have an account?',
      toSignIn: 'Sign in',
      passwordHint: 'At least %{min} characters',
      badCredentials: 'Wrong email or password',
      tooManySignIns:
        'Too many failed sign-ins to this account. Wait a moment and try again, or reset your password by mail to sign in at once.',
      forgotPassword: 'Forgot password?',
      appSumoDeal: 'AppSumo lifetime deal: %{plan}',
      appSumoInvalid: 'This AppSumo activation link is not valid or was already used. You can still sign up without it.',
      referredBy: 'Referred by %{name}',
    },
    forgotPassword: {
      title: 'Reset your password',
      intro: 'Enter the email of your account and we will send you a link to choose a new password.',
      submit: 'Send link',
      sent: "If an account exists for this email, we've sent a link to reset the password.",
      backToSignIn: 'Back to sign in',
    },
    resetPassword: {
      title: 'Choose a new password',
      invalidLink: 'This link has expired or was used',
      requestNew: 'Request a new link',
      submit: 'Set new password',
      done: 'Your password has been changed. You can sign in with it now.',
    },
    verifyEmail: {
      title: 'Verify your email',
      noToken: 'This verification link is incomplete',
      done: 'Thank you, your email address is verified.',
      openApp: 'Open Scout',
      banner: 'Please verify your email address: we sent a link to %{email}.',
      resend: 'Resend email',
      resent: 'We sent the verification email again',
      popupTitle: 'Please verify your email',
      popupText: 'To continue, open the link we sent to %{email}. No email? We can send it again.',
    },
    account: {
      details: 'Your account',
      changePassword: 'Change password',
      oldPassword: 'Current password',
      newPassword: 'New password',
      passwordConfirm: 'Repeat new password',
      passwordMismatch: 'The passwords do not match',
      passwordChanged: 'Your password has been changed',
      organisationSettings: 'Organisation',
      publicProfiles: 'Public profile pages',
      publicProfilesOn: 'On: every saved profile can be opened by its public link, unless sharing is turned off on the profile.',
      publicProfilesOff:
        'Off: no saved profile of your organisation can be opened by its public link (shared lists still show their public figures).',
      settingSaved: 'The setting has been saved',
    },
    developer: {
      apiKey: 'API key',
      noKey: 'Your organisation has no API key yet.',
      createdAt: 'created %{date}',
      create: 'Create API key',
      replace: 'Replace API key',
      revoke: 'Revoke',
      replaceTitle: 'Replace the API key?',
      replaceWarning: 'The current key stops working at once. Every integration using it needs the new key.',
      revokeTitle: 'Revoke the API key?',
      revokeWarning: 'The key stops working at once. Integrations using it will get 401 answers.',
      revoked: 'The API key has been revoked',
      newKeyTitle: 'Your new API key',
      shownOnce: "Copy the key now and keep it somewhere safe: it won't be shown again.",
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Could not copy: select the key and copy it by hand',
      stored: "I've stored it",
      usage: 'Send the key with every request as the X-Api-Key header.',
      usageTitle: 'Using the API',
      usageHint:
        'Send the key in the %{header} header of every request to /api/v1. It acts for your organisation, without access to account, billing or key settings.',
      notAllowed: 'Only owners and admins of the organisation can manage the API key.',
      loadFailed: 'The API key could not be loaded',
    },
    jobRoles: {
      'Content Creator': 'Content Creator',
      'Digital Marketer': 'Digital Marketer',
      Founder: 'Founder',
      'Digital Agency': 'Digital Agency',
      Others: 'Others',
    },
    platforms: {
      all: 'All',
      instagram: 'Instagram',
      tiktok: 'TikTok',
      youtube: 'YouTube',
    },
    profiles: {
      add: 'Add profile',
      addTitle: 'Add a profile',
      usernameHint: 'The handle, with or without @',
      unknownCreator: 'No %{platform} account named @%{username} was found',
      added: 'Profile added',
      empty: 'No saved profiles here yet',
    },
    whitelabel: whitelabelEnglish,
    apiDocs: apiDocsEnglish,
    team: teamEnglish,
    language: 'Language',
  },
};

export type ScoutMessages = typeof scoutEnglish;

export const englishCatalogue = mergeMessages(
  englishMessages,
  scoutEnglish,
  settingsEnglish,
  profileScreensEnglish,
  campaignScreensEnglish,
  discoveryEnglish,
  billingEnglish,
  contentEnglish,
  storiesEnglish,
  connectEnglish,
  connectionEnglish,
  fieldLabelsEnglish,
  planGateEnglish,
  firstStepsEnglish,
  explainEnglish,
  plausibilityEnglish,
  forecastEnglish,
  campaignPlanEnglish,
);
