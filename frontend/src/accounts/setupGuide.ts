/** The screens the setup guide's entries open: their address and the translation key of their name. */
export const GUIDE_SCREENS = {
  profiles: { path: '/profiles', name: 'resources.profiles.name' },
  contents: { path: '/contents', name: 'scout.menu.contents' },
  lists: { path: '/lists', name: 'scout.menu.lists' },
  discover: { path: '/discover', name: 'scout.menu.discover' },
  campaigns: { path: '/campaigns', name: 'scout.menu.campaigns' },
  team: { path: '/team', name: 'scout.team.menu' },
  customFields: { path: '/custom-fields', name: 'scout.menu.customFields' },
  whitelabel: { path: '/whitelabel', name: 'scout.whitelabel.menu' },
} as const;
export type GuideScreen = keyof typeof GUIDE_SCREENS;

/**
 * The setup guide's 7 entries (spec section 9), each opening the screen where it is done. Their
 * videos' addresses are configuration: a comma list in `VITE_SETUP_GUIDE_VIDEOS` (build time); a
 * step without one shows no video link. Nothing is embedded.
 */
export const SETUP_STEPS = ['saveProfiles', 'trackContent', 'lists', 'discover', 'campaigns', 'reports', 'team'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each step is done: audit reports are requested on a saved profile's page. */
export const SETUP_STEP_SCREENS: Record<SetupStep, GuideScreen> = {
  saveProfiles: 'profiles',
  trackContent: 'contents',
  lists: 'lists',
  discover: 'discover',
  campaigns: 'campaigns',
  reports: 'profiles',
  team: 'team',
};

export function setupVideoLinks(configured: string | undefined): Record<SetupStep, string | null> {
  const links = (configured ?? '').split(',').map((l) => l.trim());
  return Object.fromEntries(SETUP_STEPS.map((step, i) => [step, /^https:\/\//.test(links[i] ?? '') ? (links[i] ?? null) : null])) as Record<
    SetupStep,
    string | null
  >;
}
