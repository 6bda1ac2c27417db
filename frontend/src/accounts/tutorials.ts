import type { GuideScreen } from './setupGuide';

/**
 * The tutorial set beside the 7 setup-guide entries (spec section 9): one per part of Scout, as data
 * (title and what to do there, in English and German, the screen it opens, and its video address's
 * last part). Each video lives at `<base>/<path>` under a base address that is configuration,
 * `VITE_TUTORIAL_VIDEOS_URL` (build time): an https address or a path of the product's own site
 * (`/help/videos`). Without one the entries show no video link; nothing is embedded either way. It is
 * part of the setup guide's chunk, loaded on demand, so the set costs the main bundle nothing.
 */
export const TUTORIAL_VIDEOS = [
  {
    id: 'profileAnalytics',
    path: 'profile-analytics',
    screen: 'profiles',
    title: { en: 'Reading a creator’s analytics', de: 'Die Analysen eines Creators lesen' },
    text: {
      en: 'Open a saved profile: followers, engagement, growth and posting times, each with how it is computed.',
      de: 'Öffnen Sie ein gespeichertes Profil: Follower, Engagement, Wachstum und Posting-Zeiten, jeweils mit ihrer Berechnung.',
    },
  },
  {
    id: 'audienceQuality',
    path: 'audience-quality',
    screen: 'profiles',
    title: { en: 'Judging audience quality', de: 'Die Qualität des Publikums beurteilen' },
    text: {
      en: 'A saved profile’s audit report shows where its audience lives and how it engages.',
      de: 'Der Audit-Bericht eines gespeicherten Profils zeigt, wo sein Publikum lebt und wie es interagiert.',
    },
  },
  {
    id: 'contentTracking',
    path: 'content-tracking',
    screen: 'contents',
    title: { en: 'Live tracking of posts and stories', de: 'Beiträge und Stories live verfolgen' },
    text: {
      en: 'Posts and stories of the profiles you track, with their figures over time.',
      de: 'Beiträge und Stories der verfolgten Profile, mit ihren Kennzahlen im Zeitverlauf.',
    },
  },
  {
    id: 'auditReports',
    path: 'audit-reports',
    screen: 'profiles',
    title: { en: 'Audit reports for your clients', de: 'Audit-Berichte für Ihre Kunden' },
    text: {
      en: 'Request a report on a saved profile’s page, then share its public link or print it.',
      de: 'Fordern Sie einen Bericht auf der Seite eines gespeicherten Profils an und teilen oder drucken Sie ihn.',
    },
  },
  {
    id: 'discoverSearch',
    path: 'discover-search',
    screen: 'discover',
    title: { en: 'Searching with Discover', de: 'Mit „Entdecken“ suchen' },
    text: {
      en: 'Filter the profile bank by platform, followers, engagement, country and category; save what you find.',
      de: 'Filtern Sie die Profil-Datenbank nach Plattform, Followern, Engagement, Land und Kategorie; speichern Sie Ihre Funde.',
    },
  },
  {
    id: 'campaignReporting',
    path: 'campaign-reporting',
    screen: 'campaigns',
    title: { en: 'Campaign reporting: EMV, CPE and CPM', de: 'Kampagnenberichte: EMV, CPE und CPM' },
    text: {
      en: 'A campaign’s Metrics tab computes these from its posts and payments; share it with your client.',
      de: 'Der Reiter Kennzahlen einer Kampagne berechnet sie aus Beiträgen und Zahlungen; teilen Sie ihn mit Ihrem Kunden.',
    },
  },
  {
    id: 'customFields',
    path: 'custom-fields-and-imports',
    screen: 'customFields',
    title: { en: 'Custom fields and imports', de: 'Eigene Felder und Importe' },
    text: {
      en: 'Define your own fields for profiles; import many profiles at once from the profile list.',
      de: 'Legen Sie eigene Felder für Profile an; importieren Sie viele Profile auf einmal aus der Profilliste.',
    },
  },
  {
    id: 'whitelabel',
    path: 'white-label',
    screen: 'whitelabel',
    title: { en: 'White-label: your own brand and domain', de: 'White-Label: Ihre eigene Marke und Domain' },
    text: {
      en: 'Set your agency’s name, logo, colours and domain for every screen and report.',
      de: 'Legen Sie Name, Logo, Farben und Domain Ihrer Agentur für jeden Bildschirm und Bericht fest.',
    },
  },
] as const satisfies ReadonlyArray<{
  id: string;
  path: string;
  screen: GuideScreen;
  title: { en: string; de: string };
  text: { en: string; de: string };
}>;
export type TutorialVideoId = (typeof TUTORIAL_VIDEOS)[number]['id'];

export interface TutorialVideo {
  id: TutorialVideoId;
  /** Its title in the given locale (English for any but German). */
  title: string;
  /** What that part of Scout is for and what to do there, in the same locale. */
  text: string;
  /** The screen it opens. */
  screen: GuideScreen;
  /** Its video's address, or null while no base address is configured. */
  url: string | null;
}

/** The configured base, if usable: https, or a path of this site (never `//host`, `javascript:` and the like). */
function tutorialBase(configured: string | undefined): string | null {
  const base = (configured ?? '').trim().replace(/\/+$/, '');
  if (/^https:\/\/[^\s/]+(\/\S*)?$/.test(base)) return base;
  if (/^\/(?!\/)\S+$/.test(base)) return base;
  return null;
}

export function tutorialVideos(configuredBase: string | undefined, locale = 'en'): TutorialVideo[] {
  const base = tutorialBase(configuredBase);
  return TUTORIAL_VIDEOS.map(({ id, path, screen, title, text }) => ({
    id,
    title: locale === 'de' ? title.de : title.en,
    text: locale === 'de' ? text.de : text.en,
    screen,
    url: base === null ? null : `${base}/${path}`,
  }));
}
