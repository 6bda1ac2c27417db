import { campaignIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection, type EventOf } from '../runner/projection';
import {
  campaignFigures,
  viewsByPlatform,
  type FiguresWithoutEmv,
  type PaymentNumbers,
  type PostNumbers,
  type StoryNumbers,
} from './metricsFormulas';

/**
 * `campaignMetrics`: per campaign, the numbers of its posts, stories and payments, and the figures
 * computed from them. The earned media value also needs the organisation's CPM values, so the
 * document keeps the views per platform and the query multiplies them with the current values:
 * a change of the settings applies at once, to every campaign, without a replay.
 */
export interface CampaignMetricsDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  posts: PostNumbers[];
  stories: StoryNumbers[];
  payments: PaymentNumbers[];
  figures: FiguresWithoutEmv;
  viewsByPlatform: Record<string, number>;
  updatedAt: string;
}

export const campaignMetricsCollection: CollectionSpec = { name: 'campaignMetrics', scope: 'tenant', fields: {} };

type Handled =
  | 'CampaignCreated'
  | 'CampaignDeleted'
  | 'CampaignPostAdded'
  | 'CampaignPostEdited'
  | 'CampaignPostRemoved'
  | 'CampaignPostMetricsRefreshed'
  | 'CampaignStoryAdded'
  | 'CampaignStoryRemoved'
  | 'PaymentAdded'
  | 'PaymentEdited'
  | 'PaymentRemoved';

type Numbers = Pick<CampaignMetricsDoc, 'posts' | 'stories' | 'payments'>;

function numbersAfter(doc: Numbers, event: EventOf<Exclude<Handled, 'CampaignCreated' | 'CampaignDeleted'>>): Numbers {
  switch (event.type) {
    case 'CampaignPostAdded': {
      const { postId, post } = event.data;
      const { platform, likes, comments, views, reach } = post;
      return { ...doc, posts: [...doc.posts.filter((p) => p.postId !== postId), { postId, platform, likes, comments, views, reach }] };
    }
    case 'CampaignPostEdited': {
      const { postId, changes } = event.data;
      const pick = <K extends 'platform' | 'likes' | 'comments' | 'views' | 'reach'>(p: PostNumbers, k: K) =>
        changes[k] === undefined ? p[k] : changes[k];
      const edit = (p: PostNumbers): PostNumbers => ({
        postId,
        platform: pick(p, 'platform') as string,
        likes: pick(p, 'likes') as number | null,
        comments: pick(p, 'comments') as number | null,
        views: pick(p, 'views') as number | null,
        reach: pick(p, 'reach') as number | null,
      });
      return { ...doc, posts: doc.posts.map((p) => (p.postId === postId ? edit(p) : p)) };
    }
    case 'CampaignPostRemoved':
      return { ...doc, posts: doc.posts.filter((p) => p.postId !== event.data.postId) };
    case 'CampaignPostMetricsRefreshed': {
      const { postId, changes } = event.data;
      return { ...doc, posts: doc.posts.map((p) => (p.postId === postId ? { ...p, ...changes } : p)) };
    }
    case 'CampaignStoryAdded': {
      const { storyId, views } = event.data;
      return { ...doc, stories: [...doc.stories.filter((s) => s.storyId !== storyId), { storyId, views }] };
    }
    case 'CampaignStoryRemoved':
      return { ...doc, stories: doc.stories.filter((s) => s.storyId !== event.data.storyId) };
    case 'PaymentAdded': {
      const { paymentId, payment } = event.data;
      const { currency, amountCents, status } = payment;
      return { ...doc, payments: [...doc.payments.filter((p) => p.paymentId !== paymentId), { paymentId, currency, amountCents, status }] };
    }
    case 'PaymentEdited': {
      const { paymentId, changes } = event.data;
      const edit = (p: PaymentNumbers): PaymentNumbers => ({
        paymentId,
        currency: changes.currency ?? p.currency,
        amountCents: changes.amountCents ?? p.amountCents,
        status: changes.status ?? p.status,
      });
      return { ...doc, payments: doc.payments.map((p) => (p.paymentId === paymentId ? edit(p) : p)) };
    }
    case 'PaymentRemoved':
      return { ...doc, payments: doc.payments.filter((p) => p.paymentId !== event.data.paymentId) };
  }
}

const withFigures = (_id: string, orgId: string, numbers: Numbers, updatedAt: string): CampaignMetricsDoc => ({
  _id,
  orgId,
  ...numbers,
  figures: campaignFigures(numbers.posts, numbers.stories, numbers.payments),
  viewsByPlatform: viewsByPlatform(numbers.posts),
  updatedAt,
});

export const campaignMetricsProjection = projection<CampaignMetricsDoc, Handled>({
  name: 'campaignMetrics',
  collection: campaignMetricsCollection,
  handles: [
    'CampaignCreated',
    'CampaignDeleted',
    'CampaignPostAdded',
    'CampaignPostEdited',
    'CampaignPostRemoved',
    'CampaignPostMetricsRefreshed',
    'CampaignStoryAdded',
    'CampaignStoryRemoved',
    'PaymentAdded',
    'PaymentEdited',
    'PaymentRemoved',
  ],
  target: (event) => inOrgOf(event, campaignIdOf(event.streamId)),
  evolve(doc, event) {
    const orgId = event.metadata.orgId ?? '';
    if (event.type === 'CampaignCreated')
      return withFigures(event.data.campaignId, orgId, { posts: [], stories: [], payments: [] }, event.data.createdAt);
    if (event.type === 'CampaignDeleted' || !doc) return null;
    return withFigures(doc._id, orgId, numbersAfter(doc, event), event.metadata.occurredAt);
  },
});
