import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { ScoutMessages } from './en';
import { mergeMessages } from './mergeMessages';

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
  },
  scout: {
    menu: {
      dashboard: 'Übersicht',
    },
    dashboard: {
      welcome: 'Willkommen, %{name}',
      welcomeAnonymous: 'Willkommen',
      intro: 'Speichern Sie die Creator, mit denen Sie arbeiten, und behalten Sie sie im Blick.',
      savedProfiles: 'Gespeicherte Profile',
      openProfiles: 'Gespeicherte Profile öffnen',
    },
    auth: {
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
      added: 'Profil hinzugefügt',
      empty: 'Hier sind noch keine Profile gespeichert',
    },
    language: 'Sprache',
  },
};

/** ra-language-german is written for react-admin 3: English fills the keys it lacks. */
export const germanCatalogue = mergeMessages(englishMessages, germanMessages, scoutGerman);
