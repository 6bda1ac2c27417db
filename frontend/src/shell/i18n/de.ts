import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { ScoutMessages } from './en';
import { settingsGerman } from '../../accounts/settingsMessages';
import { dashboardGerman } from '../../dashboard/i18n';
import { whitelabelGerman } from '../../whitelabel/i18n';
import { apiDocsGerman } from '../../apiDocs/i18n';
import { teamGerman } from '../../team/i18n';
import { profileScreensGerman } from '../../profiles/screensMessages';
import { campaignScreensGerman } from '../../campaigns/screensMessages';
import { discoveryGerman } from '../../discovery/messages';
import { billingGerman } from '../../billing/messagesGerman';
import { connectGerman } from '../../connect/messages';
import { contentGerman } from '../../content/messagesGerman';
import { storiesGerman } from '../../content/storiesMessagesGerman';
import { connectionGerman } from '../../platform/connection/messages';
import { fieldLabelsGerman } from '../../platform/fieldLabels';
import { planGateGerman } from '../../billing/planGateMessages';
import { firstStepsGerman } from '../../dashboard/firstStepsMessages';
import { explainGerman } from '../../discovery/explainMessages';
import { plausibilityGerman } from '../../socialProfile/analytics/plausibilityMessages';
import { forecastGerman } from '../../profiles/forecast/messages';
import { campaignPlanGerman } from '../../campaigns/plan/messages';
import { mergeMessages } from './mergeMessages';
import { reactAdminGerman } from './reactAdminGerman';

export const scoutGerman: ScoutMessages = {
  resources: {
    profiles: {
      name: 'Gespeichertes Profil |||| Gespeicherte Profile',
      fields: {
        username: 'Benutzername',
        platform: 'Plattform',
        slug: 'Slug',
        createdAt: 'Hinzugefügt',
        q: 'Suche',
      },
    },
    team: { name: 'Mitglied |||| Mitglieder' },
  },
  scout: {
    menu: {
      dashboard: 'Übersicht',
      developer: 'Entwickler',
      account: 'Konto',
    },
    dashboard: dashboardGerman,
    auth: {
      google: {
        title: 'Mit Google anmelden',
        button: 'Mit Google anmelden',
        signingIn: 'Sie werden angemeldet…',
        failed: 'Die Anmeldung mit Google hat nicht geklappt. Bitte versuchen Sie es erneut oder nutzen Sie Ihr Passwort.',
        linkUnverified:
          'Zu dieser E-Mail-Adresse gibt es ein Konto, dessen Adresse nie bestätigt wurde. Melden Sie sich mit dem Passwort an und bestätigen Sie die Adresse, oder setzen Sie das Passwort per E-Mail zurück, und melden Sie sich dann mit Google an.',
      },
      signInTitle: 'Bei Scout anmelden',
      signUpTitle: 'Scout-Konto erstellen',
      email: 'E-Mail',
      password: 'Passwort',
      fullName: 'Vollständiger Name',
      orgName: 'Organisation',
      jobRole: 'Ihre Rolle',
      newsletter: 'Produktneuigkeiten per E-Mail erhalten',
      signIn: 'Anmelden',
      signUp: 'Konto erstellen',
      noAccount: 'Noch kein Konto?',
      toSignUp: 'Registrieren',
      haveAccount: 'Sie haben schon ein Konto?',
      toSignIn: 'Anmelden',
      passwordHint: 'Mindestens %{min} Zeichen',
      badCredentials: 'E-Mail oder Passwort falsch',
      tooManySignIns:
        'Zu viele fehlgeschlagene Anmeldungen bei diesem Konto. Warten Sie kurz und versuchen Sie es erneut, oder setzen Sie Ihr Passwort per E-Mail zurück, um sich sofort anzumelden.',
      forgotPassword: 'Passwort vergessen?',
      appSumoDeal: 'AppSumo-Lifetime-Deal: %{plan}',
      appSumoInvalid:
        'Dieser AppSumo-Aktivierungslink ist ungültig oder wurde schon verwendet. Sie können sich trotzdem ohne ihn registrieren.',
      referredBy: 'Empfohlen von %{name}',
    },
    forgotPassword: {
      title: 'Passwort zurücksetzen',
      intro: 'Geben Sie die E-Mail Ihres Kontos ein, und wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
      submit: 'Link senden',
      sent: 'Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link zum Zurücksetzen gesendet.',
      backToSignIn: 'Zurück zur Anmeldung',
    },
    resetPassword: {
      title: 'Neues Passwort wählen',
      invalidLink: 'Dieser Link ist abgelaufen oder wurde schon verwendet',
      requestNew: 'Neuen Link anfordern',
      submit: 'Neues Passwort speichern',
      done: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
    },
    verifyEmail: {
      title: 'E-Mail bestätigen',
      noToken: 'Dieser Bestätigungslink ist unvollständig',
      done: 'Danke, Ihre E-Mail-Adresse ist bestätigt.',
      openApp: 'Scout öffnen',
      banner: 'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben einen Link an %{email} gesendet.',
      resend: 'E-Mail erneut senden',
      resent: 'Wir haben die Bestätigungs-E-Mail erneut gesendet',
      popupTitle: 'Bitte bestätigen Sie Ihre E-Mail',
      popupText:
        'Um fortzufahren, öffnen Sie den Link, den wir an %{email} gesendet haben. Keine E-Mail erhalten? Wir senden sie gern erneut.',
    },
    account: {
      details: 'Ihr Konto',
      changePassword: 'Passwort ändern',
      oldPassword: 'Aktuelles Passwort',
      newPassword: 'Neues Passwort',
      passwordConfirm: 'Neues Passwort wiederholen',
      passwordMismatch: 'Die Passwörter stimmen nicht überein',
      passwordChanged: 'Ihr Passwort wurde geändert',
      organisationSettings: 'Organisation',
      publicProfiles: 'Öffentliche Profilseiten',
      publicProfilesOn:
        'An: Jedes gespeicherte Profil lässt sich über seinen öffentlichen Link öffnen, außer das Teilen ist beim Profil ausgeschaltet.',
      publicProfilesOff:
        'Aus: Kein gespeichertes Profil Ihrer Organisation lässt sich über seinen öffentlichen Link öffnen (geteilte Listen zeigen weiter ihre öffentlichen Zahlen).',
      settingSaved: 'Die Einstellung wurde gespeichert',
    },
    developer: {
      apiKey: 'API-Schlüssel',
      noKey: 'Ihre Organisation hat noch keinen API-Schlüssel.',
      createdAt: 'erstellt am %{date}',
      create: 'API-Schlüssel erstellen',
      replace: 'API-Schlüssel ersetzen',
      revoke: 'Widerrufen',
      replaceTitle: 'API-Schlüssel ersetzen?',
      replaceWarning:
        'Der bisherige Schlüssel funktioniert sofort nicht mehr. Jede Integration, die ihn nutzt, braucht den neuen Schlüssel.',
      revokeTitle: 'API-Schlüssel widerrufen?',
      revokeWarning: 'Der Schlüssel funktioniert sofort nicht mehr. Integrationen, die ihn nutzen, erhalten 401-Antworten.',
      revoked: 'Der API-Schlüssel wurde widerrufen',
      newKeyTitle: 'Ihr neuer API-Schlüssel',
      shownOnce: 'Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf: Er wird nicht noch einmal angezeigt.',
      copy: 'Kopieren',
      copied: 'Kopiert',
      copyFailed: 'Kopieren nicht möglich: Markieren Sie den Schlüssel und kopieren Sie ihn von Hand',
      stored: 'Ich habe ihn gespeichert',
      usage: 'Senden Sie den Schlüssel bei jeder Anfrage im Header X-Api-Key.',
      usageTitle: 'Die API nutzen',
      usageHint:
        'Senden Sie den Schlüssel im Header %{header} jeder Anfrage an /api/v1. Er handelt für Ihre Organisation, ohne Zugriff auf Konto-, Abrechnungs- oder Schlüsseleinstellungen.',
      notAllowed: 'Nur Inhaber:innen und Admins der Organisation können den API-Schlüssel verwalten.',
      loadFailed: 'Der API-Schlüssel konnte nicht geladen werden',
    },
    jobRoles: {
      'Content Creator': 'Content Creator',
      'Digital Marketer': 'Digital Marketer',
      Founder: 'Gründer:in',
      'Digital Agency': 'Digitalagentur',
      Others: 'Andere',
    },
    platforms: {
      all: 'Alle',
      instagram: 'Instagram',
      tiktok: 'TikTok',
      youtube: 'YouTube',
    },
    profiles: {
      add: 'Profil hinzufügen',
      addTitle: 'Profil hinzufügen',
      usernameHint: 'Der Handle, mit oder ohne @',
      unknownCreator: 'Es wurde kein %{platform}-Konto namens @%{username} gefunden',
      added: 'Profil hinzugefügt',
      empty: 'Hier sind noch keine Profile gespeichert',
    },
    whitelabel: whitelabelGerman,
    apiDocs: apiDocsGerman,
    team: teamGerman,
    language: 'Sprache',
  },
};

/** ra-language-german is written for react-admin 3: reactAdminGerman adds react-admin 5's texts; English is the last resort. */
export const germanCatalogue = mergeMessages(
  englishMessages,
  germanMessages,
  reactAdminGerman,
  scoutGerman,
  settingsGerman,
  profileScreensGerman,
  campaignScreensGerman,
  discoveryGerman,
  billingGerman,
  contentGerman,
  storiesGerman,
  connectGerman,
  connectionGerman,
  fieldLabelsGerman,
  planGateGerman,
  firstStepsGerman,
  explainGerman,
  plausibilityGerman,
  forecastGerman,
  campaignPlanGerman,
);
