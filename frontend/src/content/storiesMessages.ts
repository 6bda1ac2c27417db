/** Texts of the Stories screen; merged into en.ts / de.ts. */
export const storiesEnglish = {
  resources: {
    stories: {
      name: 'Story |||| Stories',
      fields: {
        profileId: 'Creator',
        campaignId: 'Campaign',
        publishedAt: 'Published',
        views: 'Views',
      },
    },
  },
  scout: {
    menu: { stories: 'Stories' },
    stories: {
      title: 'Stories',
      intro:
        'Every story Scout captured of your saved creators, uploaded by your team or collected by story tracking. A story disappears from the platform 24 hours after it was published; Scout keeps its image or video.',
      anyCreator: 'Any creator',
      anyCampaign: 'Any campaign',
      from: 'Published from',
      to: 'Published until',
      none: 'No stories match these filters',
      noneYet: 'No stories captured yet. Turn on story tracking for a saved creator, or upload a story on its profile page.',
      kept: 'Kept by Scout',
      keptSince: 'Gone from the platform since %{date}; Scout keeps the media.',
    },
  },
};
