/**
 * The tutorial video set beside the 7 setup-guide entries (spec section 9): longer videos, one per
 * part of Scout, as data (title in English and German, and the address's last part). Each lives at
 * `<base>/<path>` under a base address that is configuration, `VITE_TUTORIAL_VIDEOS_URL` (build
 * time): an https address or a path of the product's own site (`/help/videos`). Without one the
 * titles show with no link; nothing is embedded either way. It is part of the setup guide's chunk,
 * loaded on demand, so the set costs the main bundle nothing.
 */
export const TUTORIAL_VIDEOS = [
  {
    id: 'profileAnalytics',
    path: 'profile-analytics',
    title: { en: 'Reading a creator’s analytics', de: 'Die Analysen eines Creators lesen' },
  },
  {
    id: 'audienceQuality',
    path: 'audience-quality',
    title: { en: 'Judging audience quality', de: 'Die Qualität des Publikums beurteilen' },
  },
  {
    id: 'contentTracking',
    path: 'content-tracking',
    title: { en: 'Live tracking of posts and stories', de: 'Beiträge und Stories live verfolgen' },
  },
  { id: 'auditReports', path: 'audit-reports', title: { en: 'Audit reports for your clients', de: 'Audit-Berichte für Ihre Kunden' } },
  { id: 'discoverSearch', path: 'discover-search', title: { en: 'Searching with Discover', de: 'Mit Discover suchen' } },
  {
    id: 'campaignReporting',
    path: 'campaign-reporting',
    title: { en: 'Campaign reporting: EMV, CPE and CPM', de: 'Kampagnenberichte: EMV, CPE und CPM' },
  },
  { id: 'customFields', path: 'custom-fields-and-imports', title: { en: 'Custom fields and imports', de: 'Eigene Felder und Importe' } },
  {
    id: 'whitelabel',
    path: 'white-label',
    title: { en: 'White-label: your own brand and domain', de: 'White-Label: Ihre eigene Marke und Domain' },
  },
] as const;
export type TutorialVideoId = (typeof TUTORIAL_VIDEOS)[number]['id'];

export interface TutorialVideo {
  id: TutorialVideoId;
  /** Its title in the given locale (English for any but German). */
  title: string;
  /** Its address, or null while no base address is configured. */
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
  return TUTORIAL_VIDEOS.map(({ id, path, title }) => ({
    id,
    title: locale === 'de' ? title.de : title.en,
    url: base === null ? null : `${base}/${path}`,
  }));
}
