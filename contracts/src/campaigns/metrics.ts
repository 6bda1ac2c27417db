import { z } from 'zod';
import { explainedFigureSchema } from '../profiles/analytics';

/**
 * Campaign metrics, each an explained figure { value, formula, inputs }. Sums run over the posts
 * that have the number: a post without likes (null) is left out, not counted as 0, and the inputs
 * say how many posts were counted. Money figures are in major units of their currency.
 */
export const campaignCostFiguresSchema = z.object({
  currency: z.string(),
  /** Payments that are paid, pending or scheduled in this currency (cancelled ones are no cost). */
  cost: explainedFigureSchema,
  costPerEngagement: explainedFigureSchema,
  /** Cost per thousand views. */
  cpm: explainedFigureSchema,
});

export const campaignMetricsSchema = z.object({
  reach: explainedFigureSchema,
  views: explainedFigureSchema,
  likes: explainedFigureSchema,
  comments: explainedFigureSchema,
  storyViews: explainedFigureSchema,
  engagements: explainedFigureSchema,
  engagementRate: explainedFigureSchema,
  /** One entry per currency the campaign's payments use. */
  costs: z.array(campaignCostFiguresSchema),
  earnedMediaValue: explainedFigureSchema.extend({
    currency: z.string(),
    /** The CPM values used (major units per 1,000 views), so the figure can be checked. */
    cpmValues: z.record(z.string(), z.number()),
    cpmValuesAreDefault: z.boolean(),
  }),
});
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;
export type CampaignCostFigures = z.infer<typeof campaignCostFiguresSchema>;
