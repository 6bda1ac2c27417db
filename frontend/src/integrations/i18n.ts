/** Texts of the integrations (`scout.integrations`). */
export const integrationsEnglish = {
  bitly: {
    connect: 'Connect Bitly',
    connected: 'Bitly connected',
    done: 'Bitly is connected: new campaign links are shortened through it.',
    failed: 'Bitly could not be connected. Please try again.',
    noCode: 'Bitly did not send a code back, so nothing was connected.',
    badState: 'This link was not started from this browser, so nothing was connected. Please connect Bitly again from Scout.',
    back: 'Back to the campaigns',
  },
};

export const integrationsGerman: typeof integrationsEnglish = {
  bitly: {
    connect: 'Bitly verbinden',
    connected: 'Bitly verbunden',
    done: 'Bitly ist verbunden: neue Kampagnen-Links werden darüber gekürzt.',
    failed: 'Bitly konnte nicht verbunden werden. Bitte versuchen Sie es erneut.',
    noCode: 'Bitly hat keinen Code zurückgeschickt, es wurde nichts verbunden.',
    badState: 'Dieser Link wurde nicht in diesem Browser gestartet, es wurde nichts verbunden. Bitte verbinden Sie Bitly erneut aus Scout.',
    back: 'Zurück zu den Kampagnen',
  },
};
