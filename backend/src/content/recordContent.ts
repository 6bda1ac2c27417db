import type { ContentType } from '@scout/contracts/content';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { contentStream } from '@scout/contracts/platform/streams';
import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { handleCommand } from '@scout/platform/commandHandler';
import type { AppContext } from '../runtime/context';
import type { Position } from '@scout/platform/eventstore/port';
import { uuidFromName } from '@scout/platform/ids';
import { contentDecider, type ContentCommand } from './contentItem';
import { postsToDepth } from './contentDepth';

/** Content ids are derived from the organisation, the platform and the provider's post id: one post is one stream. */
export const contentItemId = (orgId: string, platform: string, providerPostId: string): string =>
  uuidFromName('content', orgId, platform, providerPostId);

const TYPES: Record<SocialPost['type'], ContentType | null> = {
  image: 'post',
  carousel: 'post',
  video: 'video',
  short: 'video',
  reel: 'reel',
  story: 'story',
  other: null,
};

/** Content items recorded at once; each is its own stream, so they do not wait for one another. */
const CONCURRENCY = 8;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<Position | null>): Promise<Position | null> {
  let latest: Position | null = null;
  for (let i = 0; i < items.length; i += size) {
    for (const position of await Promise.all(items.slice(i, i + size).map(run))) {
      if (position && (!latest || position > latest)) latest = position;
    }
  }
  return latest;
}

/** Runs a command on each content stream, then waits once (bounded) until the projections show them all. */
export async function onContentItems(
  ctx: AppContext,
  metadata: EventMetadata,
  commands: ReadonlyArray<{ contentId: string; command: ContentCommand }>,
): Promise<void> {
  const latest = await inBatches(commands, CONCURRENCY, async ({ contentId, command }) => {
    const { position } = await handleCommand(ctx.eventStore, contentDecider, contentStream(contentId), command, metadata);
    return position;
  });
  if (latest && !(await ctx.projections.waitFor(latest, ctx.config.READ_YOUR_WRITES_TIMEOUT_MS, { ownWrites: true, skipTroubled: true }))) {
    ctx.logger.warn({ position: latest }, 'projections lag behind recorded content');
  }
}

/**
 * Records the posts of a provider snapshot as content items of the organisation that saved the
 * creator: each new post once, then each change of its counts. On the creator's first observation,
 * every post to the content depth (see postsToDepth). The metadata names the organisation.
 */
export async function recordSnapshotContent(
  ctx: AppContext,
  metadata: EventMetadata,
  { profileId, platform, username }: { profileId: string; platform: string; username: string },
  snapshot: ProfileSnapshot,
  { first }: { first: boolean },
): Promise<void> {
  const { orgId } = metadata;
  if (!orgId) return;
  const posts = first ? await postsToDepth(ctx, { platform, username }, snapshot) : snapshot.recentPosts;
  if (posts.length === 0) return;
  const now = ctx.clock().toISOString();
  const followers = snapshot.statistics.followers;
  const commands = posts.map((post) => {
    const contentId = contentItemId(orgId, platform, post.postId);
    const command: ContentCommand = {
      type: 'RecordContent',
      content: {
        contentId,
        profileId,
        platform,
        username,
        providerPostId: post.postId,
        url: post.url,
        type: TYPES[post.type],
        caption: post.caption,
        hashtags: post.hashtags,
        mentions: post.mentions,
        publishedAt: post.publishedAt,
        thumbnailUrl: null,
      },
      metrics: { views: post.views, likes: post.likes, comments: post.comments, shares: post.shares, saves: post.saves },
      followers,
      now,
    };
    return { contentId, command };
  });
  await onContentItems(ctx, metadata, commands);
}
