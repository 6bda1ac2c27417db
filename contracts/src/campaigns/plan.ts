import { z } from 'zod';
import type { FormulaLanguage } from '../profiles/formulaTexts';
import { FORECAST_LEVEL, forecastBacktestSchema, forecastIntervalSchema } from '../profiles/forecasts';

/**
 * A campaign's plan: for each influencer with planned posts, what those posts will likely bring
 * (from the creator's forecast of its next post, `all` posts), and the campaign's expected totals:
 * views, engagements (likes + comments), earned media value and, with the influencers' fees, the
 * expected CPM and CPE, each as a median and an 80 % interval.
 *
 * The intervals are combined comonotonically: the total's percentile p is the sum of every planned
 * post's percentile p, as if every post landed at the same percentile of its own forecast. Posts of
 * one creator share the creator's level and campaigns share seasons and briefs, so they are not
 * independent; adding them as if they were would give a far narrower, overconfident interval. The
 * comonotone sum is the widest of the usual assumptions (perfect positive dependence), exact when
 * the posts move together, and conservative otherwise.
 */
export const PLANNED_POSTS_MAX = 1000;
export const PLAN_COMBINATION = 'comonotone';

/** Why an influencer's planned posts have no expectation: its saved profile is gone, or its forecast has none. */
export const PLAN_INFLUENCER_REASONS = ['no_profile', 'too_few_posts', 'not_counted'] as const;
/**
 * Why the plan has no expected CPM or CPE: an influencer with planned posts has no forecast of that
 * count, one has no fee, or the fees are in more than one currency.
 */
export const PLAN_COST_REASONS = ['incomplete_forecast', 'fees_missing', 'mixed_currencies'] as const;

const interval = forecastIntervalSchema.nullable();

export const planInfluencerSchema = z.object({
  influencerId: z.string(),
  platform: z.string(),
  username: z.string(),
  plannedPosts: z.number().int(),
  /** Planned posts × the forecast's median, low and high of one post. */
  views: interval,
  engagements: interval,
  viewsReason: z.enum(PLAN_INFLUENCER_REASONS).nullable(),
  engagementsReason: z.enum(PLAN_INFLUENCER_REASONS).nullable(),
  /** The creator's backtest of views and engagements, so every expectation shows how often such forecasts were right. */
  viewsBacktest: forecastBacktestSchema.nullable(),
  engagementsBacktest: forecastBacktestSchema.nullable(),
});
export type PlanInfluencer = z.infer<typeof planInfluencerSchema>;

export const campaignPlanSchema = z.object({
  combination: z.literal(PLAN_COMBINATION),
  level: z.number(),
  influencers: z.array(planInfluencerSchema),
  plannedPosts: z.number().int(),
  /** Totals over the influencers that have the forecast (`…Influencers` of `influencers.length`); null when none has. */
  views: interval,
  viewsInfluencers: z.number().int(),
  engagements: interval,
  engagementsInfluencers: z.number().int(),
  /** Expected views × the organisation's CPM values (per platform, major units per 1,000 views). */
  earnedMediaValue: interval,
  emvCurrency: z.string(),
  /** The planned influencers' fees (cents) and their currency, when every one has a fee in one currency. */
  feesCents: z.number().int().nullable(),
  feesCurrency: z.string().nullable(),
  /** Fees ÷ expected views × 1,000 and fees ÷ expected engagements, major units; the low end comes from the high views. */
  cpm: interval,
  cpe: interval,
  costReason: z.enum(PLAN_COST_REASONS).nullable(),
});
export type CampaignPlan = z.infer<typeof campaignPlanSchema>;

/** What the plan's "how computed" text says, per language. */
export const PLAN_FORMULA: Readonly<Record<FormulaLanguage, string>> = {
  en:
    'Per influencer: planned posts × the median and the 80 % interval of the creator’s next-post forecast (all its posts); ' +
    `totals: percentile by percentile, the sum over the influencers (comonotone: every post at the same percentile of its own forecast; ` +
    'posts of one creator and of one campaign move together, so the intervals are not added as if independent, which would make them too narrow); ' +
    'earned media value = expected views ÷ 1,000 × the platform’s CPM value; expected CPM = fees ÷ expected views × 1,000; ' +
    'expected CPE = fees ÷ expected engagements (the low end of a cost comes from the high end of views or engagements)',
  de:
    'Je Influencer: geplante Beiträge × Median und 80-%-Intervall der Prognose des Creators für den nächsten Beitrag (alle Beiträge); ' +
    'Summen: Perzentil für Perzentil die Summe über die Influencer (komonoton: jeder Beitrag am selben Perzentil seiner eigenen Prognose; ' +
    'Beiträge eines Creators und einer Kampagne schwanken gemeinsam, daher werden die Intervalle nicht wie unabhängige addiert, was sie zu schmal machte); ' +
    'Earned Media Value = erwartete Aufrufe ÷ 1.000 × CPM-Wert der Plattform; erwarteter CPM = Honorare ÷ erwartete Aufrufe × 1.000; ' +
    'erwarteter CPE = Honorare ÷ erwartete Interaktionen (das untere Ende der Kosten kommt vom oberen Ende der Aufrufe oder Interaktionen)',
};

export const PLAN_LEVEL = FORECAST_LEVEL;
