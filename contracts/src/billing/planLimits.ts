/** What a plan counts: saved profiles and team members in all; searches and reports per month. */
export const PLAN_LIMIT_FIELDS = ['profiles', 'members', 'searchCount', 'reports'] as const;
export type PlanLimitField = (typeof PLAN_LIMIT_FIELDS)[number];

export type PlanLimits = Record<PlanLimitField, number>;
/** Limits as JSON carries them: an unbounded limit is the text `Infinity` (API.md). */
export type PlanLimitsJson = Record<PlanLimitField, number | 'Infinity'>;

export const limitToJson = (limit: number): number | 'Infinity' => (Number.isFinite(limit) ? limit : 'Infinity');
/** Spec section 4: the client turns `Infinity` back into a number. */
export const limitFromJson = (limit: number | string): number => (limit === 'Infinity' ? Infinity : Number(limit));

export const limitsToJson = (limits: PlanLimits): PlanLimitsJson =>
  Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, limitToJson(limits[f])])) as PlanLimitsJson;
