/** Texts of the plan locks and the trial countdown; merged into en.ts and de.ts. */
export const planGateEnglish = {
  scout: {
    planGate: {
      availableOn: 'Available on %{plans}',
      availablePaid: 'Available on paid plans',
      tooltip: '%{available} — see the plans',
      notInPlan: 'Not in your plan (%{plan}): %{feature}. %{available}.',
      seePlans: 'See plans',
    },
    trial: {
      countdown: 'Trial: 1 day left — ends %{date} |||| Trial: %{smart_count} days left — ends %{date}',
      ended: 'Trial ended on %{date}',
      toBilling: 'Billing',
      toPlans: 'See plans',
    },
  },
};

export const planGateGerman: typeof planGateEnglish = {
  scout: {
    planGate: {
      availableOn: 'Verfügbar mit %{plans}',
      availablePaid: 'Verfügbar in bezahlten Tarifen',
      tooltip: '%{available} – siehe Tarife',
      notInPlan: 'Nicht in Ihrem Tarif (%{plan}): %{feature}. %{available}.',
      seePlans: 'Tarife ansehen',
    },
    trial: {
      countdown: 'Testzeitraum: noch 1 Tag – endet am %{date} |||| Testzeitraum: noch %{smart_count} Tage – endet am %{date}',
      ended: 'Testzeitraum endete am %{date}',
      toBilling: 'Abrechnung',
      toPlans: 'Tarife ansehen',
    },
  },
};
