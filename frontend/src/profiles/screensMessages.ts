import { auditReportsEnglish, auditReportsGerman } from '../auditReports/i18n';
import { fieldsEnglish, fieldsGerman } from '../customFields/i18n';
import { importsEnglish, importsGerman } from '../imports/i18n';
import { listsEnglish, listsGerman } from '../lists/i18n';
import { publicEnglish, publicGerman } from '../public/i18n';
import { profilePageEnglish, profilePageGerman } from './page/i18n';

/** Texts of the profile screens (list, page, lists, custom fields, import, public pages, audit reports); merged into en.ts / de.ts. */
export const profileScreensEnglish = {
  resources: {
    profiles: {
      fields: { followers: 'Followers', engagementRate: 'Engagement', averageLikes: 'Avg. likes', fullName: 'Name' },
    },
    lists: { name: 'List |||| Lists' },
  },
  scout: {
    menu: { lists: 'Lists', customFields: 'Custom fields' },
    profiles: {
      filters: {
        list: 'List',
        anyList: 'Any list',
        favourite: 'Favourite',
        customField: 'Custom field',
        anyField: 'Any field',
        customFieldValue: 'Field value',
        reset: 'Reset',
      },
    },
    profile: profilePageEnglish,
    lists: listsEnglish,
    fields: fieldsEnglish,
    imports: importsEnglish,
    public: publicEnglish,
    auditReports: auditReportsEnglish,
  },
};

export const profileScreensGerman: typeof profileScreensEnglish = {
  resources: {
    profiles: {
      fields: { followers: 'Follower', engagementRate: 'Engagement', averageLikes: 'Ø Likes', fullName: 'Name' },
    },
    lists: { name: 'Liste |||| Listen' },
  },
  scout: {
    menu: { lists: 'Listen', customFields: 'Eigene Felder' },
    profiles: {
      filters: {
        list: 'Liste',
        anyList: 'Alle Listen',
        favourite: 'Favorit',
        customField: 'Eigenes Feld',
        anyField: 'Alle Felder',
        customFieldValue: 'Feldwert',
        reset: 'Zurücksetzen',
      },
    },
    profile: profilePageGerman,
    lists: listsGerman,
    fields: fieldsGerman,
    imports: importsGerman,
    public: publicGerman,
    auditReports: auditReportsGerman,
  },
};
