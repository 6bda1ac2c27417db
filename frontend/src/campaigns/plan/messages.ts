/** Texts of a campaign's plan: planned posts and expected totals (`scout.campaignPlan`); merged into en.ts and de.ts. */
export const campaignPlanEnglish = {
  scout: {
    campaignPlan: {
      title: 'Expected totals',
      intro: 'What the planned posts will likely bring, from each creator’s forecast of its next post: the median and an 80 % interval.',
      plannedPosts: 'Planned posts',
      plannedPostsHint: 'Posts planned with this influencer',
      empty: 'Enter the planned posts of the influencers above to see what the campaign will likely bring.',
      columns: {
        figure: 'Figure',
        median: 'Median',
        interval: '80 % interval',
        influencer: 'Influencer',
        posts: 'Posts',
        backtest: 'Backtest error / within interval',
      },
      totals: {
        views: 'Views',
        engagements: 'Engagements',
        earnedMediaValue: 'Earned media value',
        cpm: 'Expected CPM',
        cpe: 'Expected CPE',
      },
      covered:
        'Of the %{smart_count} influencer with planned posts, the views include %{views} and the engagements %{engagements}; one without a forecast adds nothing. |||| Of the %{smart_count} influencers with planned posts, the views include %{views} and the engagements %{engagements}; those without a forecast add nothing.',
      reasons: {
        no_profile: 'no forecast: the saved profile was removed',
        too_few_posts: 'no forecast: too few grown posts',
        not_counted: 'no forecast: the posts show no such count',
      },
      costReasons: {
        incomplete_forecast: 'No expected CPM or CPE: an influencer with planned posts has no forecast.',
        fees_missing: 'No expected CPM or CPE: enter the fee of every influencer with planned posts.',
        mixed_currencies: 'No expected CPM or CPE: the fees are in more than one currency.',
      },
      backtest: '%{error} / %{coverage}',
      noBacktest: 'not tested yet',
      inReport: 'Show in the public report',
      how: 'How computed',
      hide: 'Hide',
    },
    campaigns: { history: { fields: { plannedPosts: 'Planned posts' } } },
  },
};

export const campaignPlanGerman: typeof campaignPlanEnglish = {
  scout: {
    campaignPlan: {
      title: 'Erwartete Summen',
      intro:
        'Was die geplanten Beiträge wahrscheinlich bringen, aus der Prognose jedes Creators für seinen nächsten Beitrag: der Median und ein 80-%-Intervall.',
      plannedPosts: 'Geplante Beiträge',
      plannedPostsHint: 'Mit diesem Influencer geplante Beiträge',
      empty: 'Tragen Sie oben die geplanten Beiträge der Influencer ein, um zu sehen, was die Kampagne wahrscheinlich bringt.',
      columns: {
        figure: 'Kennzahl',
        median: 'Median',
        interval: '80-%-Intervall',
        influencer: 'Influencer',
        posts: 'Beiträge',
        backtest: 'Fehler der Rückrechnung / im Intervall',
      },
      totals: {
        views: 'Aufrufe',
        engagements: 'Interaktionen',
        earnedMediaValue: 'Earned Media Value',
        cpm: 'Erwarteter CPM',
        cpe: 'Erwarteter CPE',
      },
      covered:
        'Von %{smart_count} Influencer mit geplanten Beiträgen sind bei den Aufrufen %{views} und bei den Interaktionen %{engagements} enthalten; einer ohne Prognose trägt nichts bei. |||| Von %{smart_count} Influencern mit geplanten Beiträgen sind bei den Aufrufen %{views} und bei den Interaktionen %{engagements} enthalten; wer keine Prognose hat, trägt nichts bei.',
      reasons: {
        no_profile: 'keine Prognose: Das gespeicherte Profil wurde entfernt',
        too_few_posts: 'keine Prognose: zu wenige ausgewachsene Beiträge',
        not_counted: 'keine Prognose: Die Beiträge zeigen diese Zahl nicht',
      },
      costReasons: {
        incomplete_forecast: 'Kein erwarteter CPM oder CPE: Ein Influencer mit geplanten Beiträgen hat keine Prognose.',
        fees_missing: 'Kein erwarteter CPM oder CPE: Tragen Sie das Honorar jedes Influencers mit geplanten Beiträgen ein.',
        mixed_currencies: 'Kein erwarteter CPM oder CPE: Die Honorare sind in mehr als einer Währung.',
      },
      backtest: '%{error} / %{coverage}',
      noBacktest: 'noch nicht geprüft',
      inReport: 'Im öffentlichen Bericht zeigen',
      how: 'So berechnet',
      hide: 'Ausblenden',
    },
    campaigns: { history: { fields: { plannedPosts: 'Geplante Beiträge' } } },
  },
};
