import type { storiesEnglish } from './storiesMessages';

/** German texts of the Stories screen. */
export const storiesGerman: typeof storiesEnglish = {
  resources: {
    stories: {
      name: 'Story |||| Storys',
      fields: {
        profileId: 'Creator',
        campaignId: 'Kampagne',
        publishedAt: 'Veröffentlicht',
        views: 'Aufrufe',
      },
    },
  },
  scout: {
    menu: { stories: 'Storys' },
    stories: {
      title: 'Storys',
      intro:
        'Alle Storys Ihrer gespeicherten Creator, die Scout erfasst hat: von Ihrem Team hochgeladen oder per Story-Tracking gesammelt. Eine Story verschwindet 24 Stunden nach der Veröffentlichung von der Plattform; Scout behält ihr Bild oder Video.',
      anyCreator: 'Jeder Creator',
      anyCampaign: 'Jede Kampagne',
      from: 'Veröffentlicht ab',
      to: 'Veröffentlicht bis',
      none: 'Keine Storys zu diesen Filtern',
      noneYet:
        'Noch keine Storys erfasst. Schalten Sie das Story-Tracking für einen gespeicherten Creator ein oder laden Sie auf seiner Profilseite eine Story hoch.',
      kept: 'Von Scout behalten',
      keptSince: 'Seit %{date} nicht mehr auf der Plattform; Scout behält das Medium.',
    },
  },
};
