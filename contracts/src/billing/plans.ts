import { z } from 'zod';
import type { PlanLimits } from './planLimits';

// The limits' names and their JSON form need no zod, so the dashboard reads them without it.
export * from './planLimits';

/** The plan-gated features of spec section 6. */
export const PLAN_FEATURES = [
  'integrations',
  'ugcCampaigns',
  'audienceFilter',
  'unlockContacts',
  'loadMoreResults',
  'bitly',
  'searchExport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** How often a subscription to a plan is billed. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A three-letter currency code in capitals (EUR), as money is carried everywhere in Scout. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR');

/** One price of a plan: what Stripe charges per interval, in minor units (cents), and its Stripe price id. */
export const planPriceSchema = z
  .object({
    interval: z.enum(BILLING_INTERVALS),
    currency: currencyCodeSchema,
    amountCents: z.number().int().min(0),
    stripePriceId: z.string().regex(/^[A-Za-z0-9_]{3,100}$/, 'Use the id of a Stripe price (price_…)'),
  })
  .strict();
export type PlanPrice = z.infer<typeof planPriceSchema>;

export interface Plan {
  /** A paid plan keeps access after the trial; an unpaid one is the trial itself. */
  paid: boolean;
  limits: PlanLimits;
  features: Record<PlanFeature, boolean>;
  /** What a subscription costs, per interval; a paid plan without prices is given, never bought (AppSumo lifetime plans). */
  prices: PlanPrice[];
  /** The bytes of uploaded files (attachments, stories, campaign uploads, white-label images) an organisation may keep. */
  storageBytes: number;
}
export type PlanCatalogue = Readonly<Record<string, Plan>>;

/** The plan of a new organisation, on trial until its trial ends. */
export const TRIAL_PLAN = 'free';

const features = (...on: PlanFeature[]): Record<PlanFeature, boolean> =>
  Object.fromEntries(PLAN_FEATURES.map((f) => [f, on.includes(f)])) as Record<PlanFeature, boolean>;

/** A monthly and a yearly price in euros (the yearly one is ten months); the ids are the Stripe prices an operator creates. */
const euros = (plan: string, monthlyCents: number): PlanPrice[] => [
  { interval: 'month', currency: 'EUR', amountCents: monthlyCents, stripePriceId: `price_scout_${plan}_month` },
  { interval: 'year', currency: 'EUR', amountCents: monthlyCents * 10, stripePriceId: `price_scout_${plan}_year` },
];

const MB = 1024 * 1024;
const GB = 1024 * MB;
/** The storage of a catalogue's plan that names none (`PLAN_CATALOGUE` written before the limit existed). */
export const DEFAULT_STORAGE_BYTES = GB;

/**
 * Scout's plans unless `PLAN_CATALOGUE` or `PLAN_CATALOGUE_FILE` name others. No paid plan allows
 * less than the trial in any limit, and a dearer plan never less than a cheaper one (plans.test.ts).
 */
export const DEFAULT_PLAN_CATALOGUE: PlanCatalogue = {
  free: {
    paid: false,
    limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 },
    features: features(),
    prices: [],
    storageBytes: 200 * MB,
  },
  starter: {
    paid: true,
    limits: { profiles: 50, members: 3, searchCount: 100, reports: 10 },
    features: features('integrations', 'bitly'),
    prices: euros('starter', 2900),
    storageBytes: GB,
  },
  basic: {
    paid: true,
    limits: { profiles: 250, members: 5, searchCount: 500, reports: 50 },
    features: features('integrations', 'bitly', 'ugcCampaigns', 'audienceFilter', 'loadMoreResults'),
    prices: euros('basic', 7900),
    storageBytes: 5 * GB,
  },
  agency: {
    paid: true,
    limits: { profiles: Infinity, members: 20, searchCount: 2000, reports: Infinity },
    features: features(...PLAN_FEATURES),
    prices: euros('agency', 19900),
    storageBytes: 25 * GB,
  },
  agency_unlimited: {
    paid: true,
    limits: { profiles: Infinity, members: Infinity, searchCount: Infinity, reports: Infinity },
    features: features(...PLAN_FEATURES),
    prices: euros('agency_unlimited', 49900),
    storageBytes: 100 * GB,
  },
  /** AppSumo's lifetime deal: given by redeeming a code, never sold through Stripe. */
  impulzeai_lifetime: {
    paid: true,
    limits: { profiles: 250, members: 5, searchCount: 500, reports: 50 },
    features: features('integrations', 'bitly', 'ugcCampaigns', 'audienceFilter', 'loadMoreResults'),
    prices: [],
    storageBytes: 5 * GB,
  },
};

/** A non-negative whole number, or the text `Infinity` for no limit. */
export const planLimitSchema = z
  .union([z.number().int().min(0), z.literal('Infinity')])
  .transform((v) => (v === 'Infinity' ? Infinity : v));

const planSchema = z.object({
  paid: z.boolean(),
  limits: z.object({ profiles: planLimitSchema, members: planLimitSchema, searchCount: planLimitSchema, reports: planLimitSchema }),
  features: z.object(
    Object.fromEntries(PLAN_FEATURES.map((f) => [f, z.boolean().default(false)])) as Record<PlanFeature, z.ZodDefault<z.ZodBoolean>>,
  ),
  prices: z
    .array(planPriceSchema)
    .max(20)
    .default([])
    .refine(
      (prices) => new Set(prices.map((p) => `${p.interval}/${p.currency}`)).size === prices.length,
      'one price per interval and currency',
    ),
  storageBytes: planLimitSchema.default(DEFAULT_STORAGE_BYTES),
});

export const planCatalogueSchema = z
  .record(z.string().trim().min(1).max(60), planSchema)
  .refine((c) => Object.hasOwn(c, TRIAL_PLAN), `the catalogue needs the trial plan "${TRIAL_PLAN}"`)
  .refine((c) => !Object.values(c).some((plan) => !plan.paid && plan.prices.length > 0), 'an unpaid plan has no prices')
  .refine((c) => {
    const ids = Object.values(c).flatMap((plan) => plan.prices.map((p) => p.stripePriceId));
    return new Set(ids).size === ids.length;
  }, 'each Stripe price id belongs to one plan and interval');

/** Text parsed as JSON (a configuration variable holding JSON); invalid JSON is one clear issue. */
export const jsonTextSchema = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
    return z.NEVER;
  }
});

/** A catalogue as JSON text (the `PLAN_CATALOGUE` variable or the file `PLAN_CATALOGUE_FILE` names). */
export const planCatalogueJsonSchema = jsonTextSchema.pipe(planCatalogueSchema);

/** Spec section 6: an agency plan is any plan whose name does not start with these. */
const NON_AGENCY_PREFIXES = ['impulzeai', 'free', 'starter', 'basic'] as const;
export const isAgencyPlan = (name: string): boolean => !NON_AGENCY_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix));

/** The plan and interval a Stripe price id stands for in the catalogue; null for a price Scout does not sell. */
export function planOfPrice(catalogue: PlanCatalogue, stripePriceId: string): { plan: string; price: PlanPrice } | null {
  for (const [name, plan] of Object.entries(catalogue)) {
    const price = plan.prices.find((p) => p.stripePriceId === stripePriceId);
    if (price) return { plan: name, price };
  }
  return null;
}
