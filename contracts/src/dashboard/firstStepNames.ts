/**
 * The first-run checklist of the dashboard, in the order it is shown: each step is done once the
 * organisation did it (a search, a saved profile, a campaign, an invitation, white-label, an API key).
 * Without zod, so the dashboard reads the names without loading it.
 */
export const FIRST_STEPS = ['discover', 'saveProfile', 'createCampaign', 'inviteTeam', 'brand', 'apiKey'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];
export type FirstSteps = Record<FirstStep, boolean>;
