import {
  COLLECT_STORIES_JOB,
  collectStoriesJobSchema,
  STORY_COLLECTION_INTERVAL,
  type CollectStoriesJob,
} from '@scout/contracts/content/stories';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { contentStream } from '@scout/contracts/platform/streams';
import type { ProviderStory } from '@scout/contracts/socialData/stories';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import { execute, type AppContext } from '../../runtime/context';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobDefinition } from '@scout/platform/jobs/port';
import { fetchForUser } from '@scout/platform/net/guardedFetch';
import { savedProfiles } from '../../profiles/queries';
import { contentItemId } from '../recordContent';
import { keepStory, storyContentTypeOf } from './keepStory';
import { stories } from './queries';
import { storyDecider } from './storyItem';

const PAGE = 200;
/** The largest story media downloaded (a minute of story video fits well). */
export const STORY_MEDIA_DOWNLOAD_MAX_BYTES = 25 * 1024 * 1024;
const STORY_MEDIA_DOWNLOAD_TIMEOUT_MS = 30_000;

type TrackedProfile = { orgId: string; _id: string; platform: string; username: string };

async function* pages<T>(fetch: (skip: number, limit: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let skip = 0; ; skip += PAGE) {
    const page = await fetch(skip, PAGE);
    yield* page;
    if (page.length < PAGE) return;
  }
}

/** Every organisation's saved profiles with story tracking on. */
async function* storyTrackedProfiles(ctx: AppContext): AsyncGenerator<TrackedProfile> {
  const organizations = ctx.readStore.global<OrganizationDoc>(organizationsCollection);
  for await (const organization of pages((skip, limit) => organizations.find({ sort: [['createdAt', 1]], skip, limit }))) {
    const profiles = savedProfiles(ctx, organization._id);
    const tracked = pages((skip, limit) => profiles.find({ filter: { enableStoryTracking: true }, sort: [['createdAt', 1]], skip, limit }));
    for await (const { _id, platform, username } of tracked) yield { orgId: organization._id, _id, platform, username };
  }
}

export interface StoryCollection {
  /** New stories kept. */
  kept: number;
  /** Stories met again whose views were looked at. */
  seen: number;
  /** Profiles whose provider call failed, and stories whose media could not be kept: tried again next run. */
  failed: number;
}

/** One story of a tracked profile: kept once with its media; met again, only new views are recorded. */
async function collectOne(
  ctx: AppContext,
  metadata: EventMetadata,
  profile: TrackedProfile,
  story: ProviderStory,
  tally: StoryCollection,
): Promise<void> {
  const contentId = contentItemId(profile.orgId, profile.platform, story.storyId);
  const known = await stories(ctx, profile.orgId).get(contentId);
  if (known) {
    tally.seen += 1;
    if (story.views !== null && story.views !== known.views) {
      await execute(
        ctx,
        storyDecider,
        contentStream(contentId),
        { type: 'SetStoryViews', views: story.views, now: ctx.clock().toISOString() },
        metadata,
      );
    }
    return;
  }
  // The provider's media address is fetched like any address Scout did not choose: vetted, bounded.
  const media = await fetchForUser(ctx, story.mediaUrl, {
    maxBytes: STORY_MEDIA_DOWNLOAD_MAX_BYTES,
    timeoutMs: STORY_MEDIA_DOWNLOAD_TIMEOUT_MS,
  });
  if (media.status < 200 || media.status >= 300) throw new Error(`the story media answered ${media.status}`);
  const contentType = storyContentTypeOf(media.body);
  if (!contentType) throw new Error('the story media is no image or MP4 video');
  const { kept } = await keepStory(ctx, metadata, {
    profile,
    source: 'provider',
    providerStoryId: story.storyId,
    url: story.url,
    publishedAt: story.publishedAt,
    views: story.views,
    bytes: media.body,
    contentType,
  });
  if (kept) tally.kept += 1;
  else tally.seen += 1;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks the provider for the current stories of every saved profile with story tracking on, and
 * keeps each new one (its media downloaded into a blob before the story expires). A failing
 * provider or media download is logged and tried again at the next run; it never fails the job.
 */
export async function collectStories(ctx: AppContext, jobId: string): Promise<StoryCollection> {
  const tally: StoryCollection = { kept: 0, seen: 0, failed: 0 };
  for await (const profile of storyTrackedProfiles(ctx)) {
    const where = { orgId: profile.orgId, profileId: profile._id, platform: profile.platform };
    let current: ProviderStory[];
    try {
      current = await ctx.socialData.stories(profile.platform, profile.username);
    } catch (error) {
      tally.failed += 1;
      ctx.logger.warn({ ...where, message: messageOf(error) }, 'story tracking: the provider failed; tried again next run');
      continue;
    }
    const metadata = jobMetadata(ctx, profile.orgId, jobId);
    for (const story of current) {
      try {
        await collectOne(ctx, metadata, profile, story, tally);
      } catch (error) {
        tally.failed += 1;
        ctx.logger.warn(
          { ...where, storyId: story.storyId, message: messageOf(error) },
          'story tracking: a story could not be kept; tried again next run',
        );
      }
    }
  }
  ctx.logger.info(tally, 'stories collected');
  return tally;
}

export function collectStoriesJob(ctx: AppContext): JobDefinition<CollectStoriesJob> {
  return {
    name: COLLECT_STORIES_JOB,
    schema: collectStoriesJobSchema,
    handler: async (_data, job) => {
      await collectStories(ctx, job.jobId);
    },
  };
}

/** Defines story collection and schedules it every STORY_COLLECTION_INTERVAL (well inside a story's 24 hours). */
export async function scheduleStoryCollection(ctx: AppContext): Promise<void> {
  ctx.jobs.define(collectStoriesJob(ctx));
  await ctx.jobs.every(COLLECT_STORIES_JOB, STORY_COLLECTION_INTERVAL);
}
