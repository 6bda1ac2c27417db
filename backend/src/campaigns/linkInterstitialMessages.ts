/** The texts of the page a short link to an unverified address shows, per language of the visitor. */
export interface LinkInterstitialMessages {
  lang: string;
  title: (product: string) => string;
  lead: (product: string) => string;
  address: string;
  warning: string;
  proceed: (host: string) => string;
}

const english: LinkInterstitialMessages = {
  lang: 'en',
  title: (product) => `You are leaving ${product}`,
  lead: (product) => `This link of a shared campaign leads to an address outside ${product} that its owner has not verified:`,
  address: 'Full address',
  warning: 'Only continue if you trust this address. Never enter your password on a page you reached through a link.',
  proceed: (host) => `Continue to ${host}`,
};

const german: LinkInterstitialMessages = {
  lang: 'de',
  title: (product) => `Sie verlassen ${product}`,
  lead: (product) =>
    `Dieser Link einer geteilten Kampagne führt zu einer Adresse außerhalb von ${product}, die der Inhaber nicht bestätigt hat:`,
  address: 'Vollständige Adresse',
  warning:
    'Fahren Sie nur fort, wenn Sie dieser Adresse vertrauen. Geben Sie Ihr Passwort nie auf einer Seite ein, die Sie über einen Link erreicht haben.',
  proceed: (host) => `Weiter zu ${host}`,
};

/** German when the visitor's browser prefers it over English, else English. */
export const linkInterstitialMessages = (language: string | false): LinkInterstitialMessages => (language === 'de' ? german : english);
