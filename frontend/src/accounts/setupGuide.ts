/**
 * The setup guide's 7 videos (spec section 9). Their addresses are configuration: a comma list in
 * `VITE_SETUP_GUIDE_VIDEOS` (build time); a step without one shows no link. Nothing is embedded.
 */
export const SETUP_STEPS = ['saveProfiles', 'trackContent', 'lists', 'discover', 'campaigns', 'reports', 'team'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export function setupVideoLinks(configured: string | undefined): Record<SetupStep, string | null> {
  const links = (configured ?? '').split(',').map((l) => l.trim());
  return Object.fromEntries(SETUP_STEPS.map((step, i) => [step, /^https:\/\//.test(links[i] ?? '') ? (links[i] ?? null) : null])) as Record<
    SetupStep,
    string | null
  >;
}
