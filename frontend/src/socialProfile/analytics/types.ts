import type { FrozenAnalytics } from '@scout/contracts/profiles/auditReports';

/**
 * The analytics the cards show: the in-app read model, the public one (without the organisation), or
 * an audit report's frozen copy (without the profile's id either).
 */
export type AnalyticsShown = FrozenAnalytics;
