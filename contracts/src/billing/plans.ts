import { z } from 'zod';

/** The plan-gated features of spec section 6. */
export const PLAN_FEATURES = ['integrations', 'ugcCampaigns', 'audienceFilter', 'unlockContacts', 'loadMoreResults', 'bitly', 'searchExport'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** What a plan counts: saved profiles and team members in all; searches and reports per month. */
export const PLAN_LIMIT_FIELDS = ['profiles', 'members', 'searchCount', 'reports'] as const;
export type PlanLimitField = (typeof PLAN_LIMIT_FIELDS)[number];

export type PlanLimits = Record<PlanLimitField, number>;
/** Limits as JSON carries them: an unbounded limit is the text `Infinity` (API.md). */
export type PlanLimitsJson = Record<PlanLimitField, number | 'Infinity'>;

export interface Plan {
  /** A paid plan keeps access after the trial; an unpaid one is the trial itself. */
  paid: boolean;
  limits: PlanLimits;
  features: Record<PlanFeature, boolean>;
}
export type PlanCatalogue = Readonly<Record<string, Plan>>;

/** The plan of a new organisation, on trial until its trial ends. */
export const TRIAL_PLAN = 'free';

const features = (...on: PlanFeature[]): Record<PlanFeature, boolean> =>
  Object.fromEntries(PLAN_FEATURES.map((f) => [f, on.includes(f)])) as Record<PlanFeature, boolean>;

/** Scout's plans unless `PLAN_CATALOGUE` or `PLAN_CATALOGUE_FILE` name others. */
export const DEFAULT_PLAN_CATALOGUE: PlanCatalogue = {
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: features() },
  starter: { paid: true, limits: { profiles: 50, members: 2, searchCount: 100, reports: 10 }, features: features('integrations', 'bitly') },
  basic: {
    paid: true,
    limits: { profiles: 250, members: 5, searchCount: 500, reports: 50 },
    features: features('integrations', 'bitly', 'ugcCampaigns', 'audienceFilter', 'loadMoreResults'),
  },
  agency: {
    paid: true,
    limits: { profiles: Infinity, members: 20, searchCount: 2000, reports: Infinity },
    features: features(...PLAN_FEATURES),
  },
  agency_unlimited: {
    paid: true,
    limits: { profiles: Infinity, members: Infinity, searchCount: Infinity, reports: Infinity },
    features: features(...PLAN_FEATURES),
  },
};

/** A non-negative whole number, or the text `Infinity` for no limit. */
export const planLimitSchema = z
  .union([z.number().int().min(0), z.literal('Infinity')])
  .transform((v) => (v === 'Infinity' ? Infinity : v));

const planSchema = z.object({
  paid: z.boolean(),
  limits: z.object({ profiles: planLimitSchema, members: planLimitSchema, searchCount: planLimitSchema, reports: planLimitSchema }),
  features: z.object(Object.fromEntries(PLAN_FEATURES.map((f) => [f, z.boolean().default(false)])) as Record<PlanFeature, z.ZodDefault<z.ZodBoolean>>),
});

export const planCatalogueSchema = z
  .record(z.string().trim().min(1).max(60), planSchema)
  .refine((c) => Object.hasOwn(c, TRIAL_PLAN), `the catalogue needs the trial plan "${TRIAL_PLAN}"`);

/** A catalogue as JSON text (the `PLAN_CATALOGUE` variable or the file `PLAN_CATALOGUE_FILE` names). */
export const planCatalogueJsonSchema = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(planCatalogueSchema);

/** Spec section 6: an agency plan is any plan whose name does not start with these. */
const NON_AGENCY_PREFIXES = ['impulzeai', 'free', 'starter', 'basic'] as const;
export const isAgencyPlan = (name: string): boolean => !NON_AGENCY_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix));

export const limitToJson = (limit: number): number | 'Infinity' => (Number.isFinite(limit) ? limit : 'Infinity');
/** Spec section 4: the client turns `Infinity` back into a number. */
export const limitFromJson = (limit: number | string): number => (limit === 'Infinity' ? Infinity : Number(limit));

export const limitsToJson = (limits: PlanLimits): PlanLimitsJson =>
  Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, limitToJson(limits[f])])) as PlanLimitsJson;
