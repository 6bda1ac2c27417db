/** `PLAN_CATALOGUE` for tests that save more profiles than the trial plan allows. */
export const UNLIMITED_PROFILES_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 'Infinity', members: 3, searchCount: 20, reports: 2 }, features: {} },
});
