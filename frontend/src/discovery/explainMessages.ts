/** Texts of Discover's explanation of an empty result; merged into en.ts and de.ts. */
export const explainEnglish = {
  scout: {
    discover: {
      explain: {
        none: 'No creator matches this filter. |||| No creator matches all %{smart_count} filters together.',
        loading: 'Working out which filter empties the result…',
        culprit: 'Without “%{filter}: %{value}”, 1 creator would match. |||| Without “%{filter}: %{value}”, %{count} creators would match.',
        dropIt: 'Search without it',
        noCulprit: 'No single filter is to blame: dropping any one of them still finds no creator.',
        filter: 'Filter',
        alone: 'Matches on its own',
        without: 'Matches without it',
        bankTitle: 'What the profile bank holds',
        bankTotal: 'The profile bank holds %{count} creators, from public statistics.',
        followersRangeOn: '%{platform} creators in the bank have %{min} to %{max} followers.',
        followersRange: 'Creators in the bank have %{min} to %{max} followers.',
        from: 'from %{value}',
        upTo: 'up to %{value}',
        yes: 'yes',
        no: 'no',
      },
    },
  },
};

export const explainGerman: typeof explainEnglish = {
  scout: {
    discover: {
      explain: {
        none: 'Kein Creator passt zu diesem Filter. |||| Kein Creator passt zu allen %{smart_count} Filtern zusammen.',
        loading: 'Es wird ermittelt, welcher Filter das Ergebnis leert…',
        culprit: 'Ohne „%{filter}: %{value}“ würde 1 Creator passen. |||| Ohne „%{filter}: %{value}“ würden %{count} Creator passen.',
        dropIt: 'Ohne diesen Filter suchen',
        noCulprit: 'Kein einzelner Filter ist schuld: Auch ohne jeden einzelnen von ihnen findet sich kein Creator.',
        filter: 'Filter',
        alone: 'Treffer für sich allein',
        without: 'Treffer ohne ihn',
        bankTitle: 'Was die Profil-Datenbank enthält',
        bankTotal: 'Die Profil-Datenbank enthält %{count} Creator aus öffentlichen Statistiken.',
        followersRangeOn: 'Creator auf %{platform} haben in der Datenbank %{min} bis %{max} Follower.',
        followersRange: 'Creator in der Datenbank haben %{min} bis %{max} Follower.',
        from: 'ab %{value}',
        upTo: 'bis %{value}',
        yes: 'ja',
        no: 'nein',
      },
    },
  },
};
