/**
 * Texts of the connection banner and of a read that failed, merged into en.ts / de.ts. `failed.*`
 * titles the failure of a list or figure that has no text of its own in its feature.
 */
export const connectionEnglish = {
  scout: {
    connection: {
      away: 'Scout cannot reach its server. Your data is safe; we retry by ourselves.',
      offline: 'You are offline. Your data is safe; Scout reconnects as soon as your network is back.',
      nextTry: 'Next try in %{smart_count} second. |||| Next try in %{smart_count} seconds.',
      trying: 'Trying…',
      retry: 'Retry',
      noAnswer: "Scout's server did not answer. Your data is safe; please try again in a moment.",
      serverFault: 'The server had a problem and could not finish this. Your data is safe; please try again.',
      unexpected: 'Scout could not show this answer. Please try again.',
      screenFailed: 'This page could not be loaded.',
      failed: {
        campaigns: 'The campaigns could not be loaded.',
        paymentTotals: 'The payment totals could not be loaded.',
        profiles: 'The saved profiles could not be loaded.',
        content: 'The content could not be loaded.',
        lists: 'The lists could not be loaded.',
        team: 'The team could not be loaded.',
        campaign: 'The campaign could not be loaded.',
        profile: 'The profile could not be loaded.',
        history: 'The history could not be loaded.',
        auditReport: 'The audit report could not be loaded.',
        auditReports: 'The earlier reports could not be loaded.',
        profileLists: 'The lists of this profile could not be loaded.',
        listMembers: 'The profiles of this list could not be loaded.',
        publicCampaign: 'This campaign report could not be loaded.',
        sharedList: 'This list could not be loaded.',
      },
    },
  },
};

export const connectionGerman: typeof connectionEnglish = {
  scout: {
    connection: {
      away: 'Scout erreicht seinen Server nicht. Ihre Daten sind sicher; wir versuchen es selbst erneut.',
      offline: 'Sie sind offline. Ihre Daten sind sicher; Scout verbindet sich wieder, sobald Ihr Netz zurück ist.',
      nextTry: 'Nächster Versuch in %{smart_count} Sekunde. |||| Nächster Versuch in %{smart_count} Sekunden.',
      trying: 'Wird versucht…',
      retry: 'Erneut versuchen',
      noAnswer: 'Der Server von Scout hat nicht geantwortet. Ihre Daten sind sicher; bitte versuchen Sie es gleich noch einmal.',
      serverFault:
        'Der Server hatte ein Problem und konnte das nicht abschließen. Ihre Daten sind sicher; bitte versuchen Sie es noch einmal.',
      unexpected: 'Scout konnte diese Antwort nicht anzeigen. Bitte versuchen Sie es noch einmal.',
      screenFailed: 'Diese Seite konnte nicht geladen werden.',
      failed: {
        campaigns: 'Die Kampagnen konnten nicht geladen werden.',
        paymentTotals: 'Die Zahlungssummen konnten nicht geladen werden.',
        profiles: 'Die gespeicherten Profile konnten nicht geladen werden.',
        content: 'Die Inhalte konnten nicht geladen werden.',
        lists: 'Die Listen konnten nicht geladen werden.',
        team: 'Das Team konnte nicht geladen werden.',
        campaign: 'Die Kampagne konnte nicht geladen werden.',
        profile: 'Das Profil konnte nicht geladen werden.',
        history: 'Der Verlauf konnte nicht geladen werden.',
        auditReport: 'Der Audit-Report konnte nicht geladen werden.',
        auditReports: 'Die früheren Reports konnten nicht geladen werden.',
        profileLists: 'Die Listen dieses Profils konnten nicht geladen werden.',
        listMembers: 'Die Profile dieser Liste konnten nicht geladen werden.',
        publicCampaign: 'Dieser Kampagnenbericht konnte nicht geladen werden.',
        sharedList: 'Diese Liste konnte nicht geladen werden.',
      },
    },
  },
};
