import type { CampaignCostFigures, CampaignMetrics } from '@scout/contracts/campaigns/metrics';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { campaignFormulaText } from '@scout/contracts/campaigns/metricsFormulaTexts';
import { paymentTotals } from './campaignTotals';

/** The numbers of one campaign post that the metrics use (null: the post does not have it). */
export interface PostNumbers {
  postId: string;
  platform: string;
  likes: number | null;
  comments: number | null;
  views: number | null;
  reach: number | null;
}
export interface StoryNumbers {
  storyId: string;
  views: number | null;
}
export interface PaymentNumbers {
  paymentId: string;
  currency: string;
  amountCents: number;
  status: string;
}

export type FiguresWithoutEmv = Omit<CampaignMetrics, 'earnedMediaValue'>;

/** The formula texts as the read model stores them (English; the web app shows the reader's language). */
const formula = (name: Parameters<typeof campaignFormulaText>[0], currency?: string) => campaignFormulaText(name, 'en', currency);

/** Σ of the values that exist; null when none does. */
function sumOf(values: readonly (number | null)[]): { sum: number | null; counted: number; missing: number } {
  const known = values.filter((v): v is number => v !== null);
  return { sum: known.length ? known.reduce((a, b) => a + b, 0) : null, counted: known.length, missing: values.length - known.length };
}

function postSum(posts: readonly PostNumbers[], field: 'likes' | 'comments' | 'views' | 'reach'): ExplainedFigure {
  const { sum, counted, missing } = sumOf(posts.map((p) => p[field]));
  return { value: sum, formula: formula(field), inputs: { posts: counted, postsWithout: missing } };
}

/** Posts that have likes, comments and views: the base of the engagement rate. */
const complete = (posts: readonly PostNumbers[]) =>
  posts.filter(
    (p): p is PostNumbers & { likes: number; comments: number; views: number } =>
      p.likes !== null && p.comments !== null && p.views !== null,
  );

function engagements(posts: readonly PostNumbers[]): ExplainedFigure {
  const counted = posts.filter((p) => p.likes !== null && p.comments !== null);
  const value = counted.length ? counted.reduce((sum, p) => sum + (p.likes ?? 0) + (p.comments ?? 0), 0) : null;
  return { value, formula: formula('engagements'), inputs: { posts: counted.length } };
}

function engagementRate(posts: readonly PostNumbers[]): ExplainedFigure {
  const base = complete(posts);
  const likes = base.reduce((s, p) => s + p.likes, 0);
  const comments = base.reduce((s, p) => s + p.comments, 0);
  const views = base.reduce((s, p) => s + p.views, 0);
  return {
    value: views > 0 ? roundHalfUp(((likes + comments) / views) * 100, 2) : null,
    formula: formula('engagementRate'),
    inputs: { posts: base.length, likes, comments, views },
  };
}

function costFigures(currency: string, costCents: number, engagementCount: number | null, views: number | null): CampaignCostFigures {
  const cost = costCents / 100;
  return {
    currency,
    cost: {
      value: cost,
      formula: formula('cost', currency),
      inputs: { costCents },
    },
    costPerEngagement: {
      value: engagementCount ? roundHalfUp(cost / engagementCount, 4) : null,
      formula: formula('costPerEngagement', currency),
      inputs: { cost, engagements: engagementCount },
    },
    cpm: {
      value: views ? roundHalfUp((cost / views) * 1000, 2) : null,
      formula: formula('cpm', currency),
      inputs: { cost, views },
    },
  };
}

/** Every figure that depends on the campaign's own events only (the earned media value also needs the CPM settings). */
export function campaignFigures(
  posts: readonly PostNumbers[],
  stories: readonly StoryNumbers[],
  payments: readonly PaymentNumbers[],
): FiguresWithoutEmv {
  const views = postSum(posts, 'views');
  const engaged = engagements(posts);
  const story = sumOf(stories.map((s) => s.views));
  return {
    reach: postSum(posts, 'reach'),
    views,
    likes: postSum(posts, 'likes'),
    comments: postSum(posts, 'comments'),
    storyViews: {
      value: story.sum,
      formula: formula('storyViews'),
      inputs: { stories: story.counted, storiesWithout: story.missing },
    },
    engagements: engaged,
    engagementRate: engagementRate(posts),
    costs: paymentTotals(payments).map((t) => costFigures(t.currency, t.totalCents, engaged.value, views.value)),
  };
}

/** Views of the posts that have them, per platform (the base of the earned media value). */
export function viewsByPlatform(posts: readonly PostNumbers[]): Record<string, number> {
  // A Map, so that a platform named like an Object.prototype member (`constructor`) is counted as any other.
  const views = new Map<string, number>();
  for (const p of posts) if (p.views !== null) views.set(p.platform, (views.get(p.platform) ?? 0) + p.views);
  return Object.fromEntries(views);
}

/** The CPM values an organisation uses: major units per 1,000 views, per platform. */
export interface CpmValues {
  currency: string;
  values: Readonly<Record<string, number>>;
  isDefault: boolean;
}

/**
 * Earned media value = Σ over platforms of views ÷ 1,000 × the platform's CPM value. Views on a
 * platform without a CPM value earn nothing (their CPM input shows null).
 */
export function earnedMediaValue(views: Readonly<Record<string, number>>, cpm: CpmValues): CampaignMetrics['earnedMediaValue'] {
  const inputs: Record<string, number | null> = {};
  let total: number | null = null;
  for (const platform of Object.keys(views).sort()) {
    const platformViews = views[platform] ?? 0;
    const value = Object.hasOwn(cpm.values, platform) ? cpm.values[platform] : undefined;
    inputs[`views.${platform}`] = platformViews;
    inputs[`cpm.${platform}`] = value ?? null;
    if (value !== undefined) total = (total ?? 0) + (platformViews / 1000) * value;
  }
  return {
    value: total === null ? null : roundHalfUp(total, 2),
    formula: formula('earnedMediaValue', cpm.currency),
    inputs,
    currency: cpm.currency,
    cpmValues: { ...cpm.values },
    cpmValuesAreDefault: cpm.isDefault,
  };
}
