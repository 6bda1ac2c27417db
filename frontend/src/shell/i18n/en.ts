import englishMessages from 'ra-language-english';
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
  },
  scout: {
    menu: {
      dashboard: 'Dashboard',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      welcomeAnonymous: 'Welcome',
      intro: 'Save the creators you work with and keep an eye on them.',
      savedProfiles: 'Saved profiles',
      openProfiles: 'Open saved profiles',
    },
    auth: {
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
      added: 'Profile added',
      empty: 'No saved profiles here yet',
    },
    language: 'Language',
  },
};

export type ScoutMessages = typeof scoutEnglish;

export const englishCatalogue = mergeMessages(englishMessages, scoutEnglish);
