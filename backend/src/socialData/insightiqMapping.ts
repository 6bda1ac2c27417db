import type { InsightIqContent, InsightIqProfile } from '@scout/contracts/socialData/insightiq';
import {
  CONTACT_TYPES,
  profileSnapshotSchema,
  SOCIAL_POST_TYPES,
  type ProfileContact,
  type ProfileSnapshot,
  type SocialPost,
} from '@scout/contracts/socialData';
import { hashtagsOf, mentionsOf } from './datasets/tiktokVideos';
import type { PrivateMetrics } from '@scout/contracts/connect';
import { ENGAGEMENT_POSTS } from '@scout/contracts/profiles/analytics';
import type {
  InsightIqAudience,
  insightIqAccountContentListSchema,
  insightIqAccountProfileListSchema,
} from '@scout/contracts/socialData/insightiqConnect';
import type { z } from 'zod';

const POST_TYPES: Readonly<Record<string, SocialPost['type']>> = {
  VIDEO: 'video',
  REELS: 'reel',
  STORY: 'story',
  IMAGE: 'image',
  POST: 'image',
  FEED: 'image',
  CAROUSEL: 'carousel',
  SHORTS: 'short',
};

const httpUrl = (value: string | null): string | null => (value && /^https?:\/\//.test(value) ? value.slice(0, 2000) : null);
const whole = (value: number | null): number | null => (value === null || value < 0 ? null : Math.round(value));
const nonNegative = (value: number | null): number | null => (value === null || value < 0 ? null : value);

/** InsightIQ writes UTC times without a zone and with microseconds ("2025-05-01T18:30:00.000000"). */
export function instantOf(text: string | null): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const fraction = match[2] ? match[2].slice(0, 4) : '';
  const instant = new Date(`${match[1]}${fraction}${match[3] ?? 'Z'}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function postOf(content: InsightIqContent, index: number): SocialPost | null {
  const published = instantOf(content.published_at);
  if (!published) return null;
  const caption = (content.description ?? content.title ?? '').slice(0, 5000);
  const type = POST_TYPES[(content.type ?? content.format ?? '').toUpperCase()] ?? 'other';
  return {
    postId: content.id ?? content.url ?? `${published.toISOString()}-${index}`,
    url: httpUrl(content.url),
    type: SOCIAL_POST_TYPES.includes(type) ? type : 'other',
    publishedAt: published.toISOString(),
    caption,
    likes: whole(content.engagement?.like_count ?? null),
    comments: whole(content.engagement?.comment_count ?? null),
    views: whole(content.engagement?.view_count ?? null),
    shares: whole(content.engagement?.share_count ?? null),
    saves: whole(content.engagement?.save_count ?? null),
    hashtags: content.hashtags ? hashtagsOf(content.hashtags.join(',')) : hashtagsOf(caption.match(/#[^\s#]+/g)?.join(',') ?? null),
    mentions: content.mentions ? mentionsOf(content.mentions.map((m) => `@${m.replace(/^@/, '')}`).join(' ')) : mentionsOf(caption),
  };
}

/** One content item of the API as a post, or null without a readable publication time. */
export function postFromInsightIq(content: InsightIqContent): SocialPost | null {
  return postOf(content, 0);
}

/** An InsightIQ creator profile in Scout's snapshot shape; what the API leaves out stays null. */
export function snapshotFromInsightIq(platform: string, profile: InsightIqProfile): ProfileSnapshot {
  const contents = [...(profile.recent_contents ?? []), ...(profile.top_contents ?? [])];
  const posts = new Map<string, SocialPost>();
  contents.forEach((content, index) => {
    const post = postOf(content, index);
    if (post && !posts.has(post.postId)) posts.set(post.postId, post);
  });
  const history = (profile.reputation_history ?? [])
    .filter((point) => /^\d{4}-\d{2}$/.test(point.month) && point.follower_count !== null && point.follower_count >= 0)
    .map((point) => ({ date: `${point.month}-15`, followers: Math.round(point.follower_count!) }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 120);
  const location = profile.creator_location ?? null;
  return profileSnapshotSchema.parse({
    platform,
    username: profile.platform_username,
    identity: {
      fullName: profile.full_name?.slice(0, 300) ?? null,
      imageUrl: httpUrl(profile.image_url),
      bio: profile.introduction?.slice(0, 5000) ?? null,
      category: profile.category?.slice(0, 200) ?? null,
      country: location?.country?.slice(0, 100) ?? null,
      city: location?.city?.slice(0, 200) ?? null,
      verified: profile.is_verified,
      profileUrl: httpUrl(profile.url),
    },
    statistics: {
      followers: whole(profile.follower_count),
      following: whole(profile.following_count),
      posts: whole(profile.content_count),
      averageLikes: nonNegative(profile.average_likes),
      averageComments: nonNegative(profile.average_comments),
      averageViews: nonNegative(profile.average_views),
      providerEngagementRate: nonNegative(profile.engagement_rate),
    },
    recentPosts: [...posts.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 50),
    followerHistory: history,
  });
}

/** InsightIQ's contact types (EMAIL, PHONE, …) on Scout's; empty values are dropped. */
export function contactsFromInsightIq(profile: InsightIqProfile): ProfileContact[] {
  return (profile.contact_details ?? [])
    .map((contact) => {
      const type = contact.type.toLowerCase();
      return {
        type: (CONTACT_TYPES as readonly string[]).includes(type) ? (type as ProfileContact['type']) : 'other',
        value: contact.value.trim().slice(0, 500),
      };
    })
    .filter((contact) => contact.value !== '')
    .slice(0, 50);
}

type AccountProfile = z.infer<typeof insightIqAccountProfileListSchema>['data'][number];
type AccountContent = z.infer<typeof insightIqAccountContentListSchema>['data'][number];

/** Mean of the non-null values, rounded to a whole count; null when there are none. */
function meanCount(values: readonly (number | null)[]): { mean: number | null; count: number } {
  const known = values.filter((v): v is number => v !== null && v >= 0);
  return { mean: known.length ? Math.round(known.reduce((sum, v) => sum + v, 0) / known.length) : null, count: known.length };
}

/**
 * A connected account's private metrics: followers from its profile's reputation, reach and
 * impressions per post as the mean organic counts of its latest posts that report them, and the
 * audience's countries, cities and gender/age shares (percent) as InsightIQ gives them.
 */
export function privateMetricsFromInsightIq(
  profile: AccountProfile | null,
  contents: readonly AccountContent[],
  audience: InsightIqAudience | null,
): PrivateMetrics {
  const latest = [...contents]
    .sort((a, b) => (instantOf(b.published_at)?.getTime() ?? 0) - (instantOf(a.published_at)?.getTime() ?? 0))
    .slice(0, ENGAGEMENT_POSTS);
  const reach = meanCount(latest.map((content) => content.engagement?.reach_organic_count ?? null));
  const impressions = meanCount(latest.map((content) => content.engagement?.impression_organic_count ?? null));
  const followers = whole(profile?.reputation?.follower_count ?? profile?.reputation?.subscriber_count ?? null);
  return {
    followers,
    reach: reach.mean,
    impressions: impressions.mean,
    postsConsidered: Math.max(reach.count, impressions.count),
    audience: audience
      ? {
          countries: (audience.countries ?? []).slice(0, 50).map(({ code, value }) => ({ code: code.slice(0, 10), share: value })),
          cities: (audience.cities ?? []).slice(0, 50).map(({ name, value }) => ({ name: name.slice(0, 200), share: value })),
          genderAge: (audience.gender_age_distribution ?? [])
            .slice(0, 50)
            .map(({ gender, age_range, value }) => ({ gender: gender.slice(0, 20), ageRange: age_range.slice(0, 20), share: value })),
        }
      : null,
  };
}
