/** Texts of a profile's forecast card (`scout.forecast`); merged into en.ts and de.ts. */
export const forecastEnglish = {
  scout: {
    forecast: {
      title: 'Next post: forecast',
      intro:
        'What the next post will likely bring: the median and an 80 % interval, with how often such a forecast was right on this creator’s own posts.',
      types: { all: 'All posts', post: 'Image posts', video: 'Videos', reel: 'Reels' },
      metrics: { views: 'Views', likes: 'Likes', comments: 'Comments', engagements: 'Engagements' },
      columns: { metric: 'Count', median: 'Median', interval: '80 % interval', error: 'Backtest error', coverage: 'Within interval' },
      interval: '%{low} – %{high}',
      coverage: '%{coverage} (of %{smart_count} post) |||| %{coverage} (of %{smart_count} posts)',
      noBacktest: 'no posts to test yet',
      reasons: {
        too_few_posts:
          'No forecast: %{smart_count} grown post, at least %{min} needed |||| No forecast: %{smart_count} grown posts, at least %{min} needed',
        not_counted: 'No forecast: the posts show no such count',
      },
      notComputed: 'The forecast has not been computed yet; it appears once the figures are recomputed.',
      how: 'How computed',
      hide: 'Hide',
      inputs: {
        postsUsed: 'posts used',
        postsAvailable: 'grown posts with the count',
        windowPosts: 'window (newest posts)',
        halfLifePosts: 'half-life of the weights (posts)',
        backtestPosts: 'posts backtested',
        mdape: 'backtest error (median, %)',
        coverage: 'backtest coverage (%)',
      },
      published: 'Posts used were published %{dates}.',
      grown:
        'Posts whose counts were observed less than %{days} days after publishing are still growing and are left out. Public post counts carry no reach, so there is no reach forecast.',
    },
  },
};

export const forecastGerman: typeof forecastEnglish = {
  scout: {
    forecast: {
      title: 'Nächster Beitrag: Prognose',
      intro:
        'Was der nächste Beitrag wahrscheinlich bringt: der Median und ein 80-%-Intervall, dazu, wie oft eine solche Prognose bei den eigenen Beiträgen dieses Creators zutraf.',
      types: { all: 'Alle Beiträge', post: 'Bildbeiträge', video: 'Videos', reel: 'Reels' },
      metrics: { views: 'Aufrufe', likes: 'Likes', comments: 'Kommentare', engagements: 'Interaktionen' },
      columns: { metric: 'Zahl', median: 'Median', interval: '80-%-Intervall', error: 'Fehler der Rückrechnung', coverage: 'Im Intervall' },
      interval: '%{low} – %{high}',
      coverage: '%{coverage} (von %{smart_count} Beitrag) |||| %{coverage} (von %{smart_count} Beiträgen)',
      noBacktest: 'noch keine Beiträge zum Prüfen',
      reasons: {
        too_few_posts:
          'Keine Prognose: %{smart_count} ausgewachsener Beitrag, mindestens %{min} nötig |||| Keine Prognose: %{smart_count} ausgewachsene Beiträge, mindestens %{min} nötig',
        not_counted: 'Keine Prognose: Die Beiträge zeigen diese Zahl nicht',
      },
      notComputed: 'Die Prognose wurde noch nicht berechnet; sie erscheint, sobald die Kennzahlen neu berechnet sind.',
      how: 'So berechnet',
      hide: 'Ausblenden',
      inputs: {
        postsUsed: 'verwendete Beiträge',
        postsAvailable: 'ausgewachsene Beiträge mit der Zahl',
        windowPosts: 'Fenster (neueste Beiträge)',
        halfLifePosts: 'Halbwertszeit der Gewichte (Beiträge)',
        backtestPosts: 'rückgerechnete Beiträge',
        mdape: 'Fehler der Rückrechnung (Median, %)',
        coverage: 'Abdeckung der Rückrechnung (%)',
      },
      published: 'Die verwendeten Beiträge wurden %{dates} veröffentlicht.',
      grown:
        'Beiträge, deren Zahlen weniger als %{days} Tage nach der Veröffentlichung beobachtet wurden, wachsen noch und bleiben außen vor. Öffentliche Beitragszahlen enthalten keine Reichweite, daher gibt es keine Reichweitenprognose.',
    },
  },
};
