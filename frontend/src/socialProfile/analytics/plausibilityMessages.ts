/** Texts of the implausible-figure flag; merged into en.ts and de.ts. */
export const plausibilityEnglish = {
  scout: {
    figures: {
      implausible: {
        engagementAboveFollowers: 'Implausible: likes and comments per post exceed the followers; the provider’s data may be stale.',
        interactionsWithoutFollowers: 'Implausible: likes, comments or views without any follower; the provider’s data may be stale.',
      },
    },
  },
};

export const plausibilityGerman: typeof plausibilityEnglish = {
  scout: {
    figures: {
      implausible: {
        engagementAboveFollowers:
          'Unplausibel: Likes und Kommentare pro Beitrag übersteigen die Follower; die Daten des Anbieters sind womöglich veraltet.',
        interactionsWithoutFollowers:
          'Unplausibel: Likes, Kommentare oder Aufrufe ohne einen einzigen Follower; die Daten des Anbieters sind womöglich veraltet.',
      },
    },
  },
};
