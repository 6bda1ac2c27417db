import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';

/** The analytics the cards show: the in-app read model, or the public one (without the organisation). */
export type AnalyticsShown = Omit<ProfileAnalyticsView, 'orgId'>;
