import {
  STORY_LIFETIME_MS,
  STORY_MEDIA_CONTENT_TYPES,
  type StoryMediaContentType,
  type StorySource,
} from '@scout/contracts/content/stories';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { contentStream } from '@scout/contracts/platform/streams';
import { storyMediaUrl } from '@scout/projections/content/stories';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import { sniffFileType } from '@scout/platform/blobs/sniff';
import { execute, type AppContext } from '../../runtime/context';
import { newId } from '@scout/platform/ids';
import { contentItemId } from '../recordContent';
import { storyDecider, type StoryMedia } from './storyItem';

/** Story media lives in the public blob area: `<img>`/`<video>` load it from `/misc/blobs/<random id>`. */
const STORY_BLOB_AREA = 'public';

/** The story media type of these bytes (told by their content), or null when a story cannot hold them. */
export function storyContentTypeOf(bytes: Buffer): StoryMediaContentType | null {
  const sniffed = sniffFileType(bytes);
  return sniffed && Object.hasOwn(STORY_MEDIA_CONTENT_TYPES, sniffed) ? (sniffed as StoryMediaContentType) : null;
}

/** The media: bytes in memory (a provider's download) or an uploaded file on disk, moved into the blob store. */
export type StoryMediaSource = { bytes: Buffer } | { path: string; size: number };

export type StoryToKeep = StoryMediaSource & {
  profile: { _id: string; platform: string; username: string };
  source: StorySource;
  /** The provider's story id (source `provider`); uploads get a new id of their own. */
  providerStoryId: string | null;
  url: string | null;
  publishedAt: string;
  views: number | null;
  contentType: StoryMediaContentType;
};

/**
 * Keeps a story: its media as a blob, then the story on its content stream (once: the content id
 * comes from the provider's story id, so a story met again is the same item). The blob is deleted
 * again when the command fails or the story had its media already. Answers the content id and
 * whether this call kept it.
 */
export async function keepStory(
  ctx: AppContext,
  metadata: EventMetadata,
  story: StoryToKeep,
): Promise<{ contentId: string; kept: boolean }> {
  const orgId = metadata.orgId;
  if (!orgId) throw new Error('keepStory needs the organisation in the metadata');
  const { profile } = story;
  const providerPostId = story.source === 'upload' ? `upload:${newId()}` : story.providerStoryId;
  if (!providerPostId) throw new Error('a provider story needs its id');
  const contentId = contentItemId(orgId, profile.platform, providerPostId);
  const publishedAt = new Date(story.publishedAt).toISOString();
  const mediaType = STORY_MEDIA_CONTENT_TYPES[story.contentType];

  const blobs = blobStoreOf(ctx, STORY_BLOB_AREA);
  const blobId = await blobs.put({ ...('path' in story ? { path: story.path } : { bytes: story.bytes }), contentType: story.contentType });
  const media: StoryMedia = { blobId, contentType: story.contentType, mediaType, size: 'path' in story ? story.size : story.bytes.length };
  const now = ctx.clock().toISOString();
  try {
    const { events } = await execute(
      ctx,
      storyDecider,
      contentStream(contentId),
      {
        type: 'KeepStory',
        source: story.source,
        content: {
          contentId,
          profileId: profile._id,
          platform: profile.platform,
          username: profile.username,
          providerPostId,
          url: story.url,
          type: 'story',
          caption: '',
          hashtags: [],
          mentions: [],
          publishedAt,
          // The content list shows an image story by Scout's own copy.
          thumbnailUrl: mediaType === 'image' ? storyMediaUrl(blobId) : null,
        },
        media,
        expiresAt: new Date(Date.parse(publishedAt) + STORY_LIFETIME_MS).toISOString(),
        views: story.views,
        providerStoryId: story.source === 'provider' ? providerPostId : null,
        now,
      },
      metadata,
    );
    const kept = events.some((event) => event.type === 'StoryUploaded' || event.type === 'StoryCollected');
    if (!kept) await blobs.delete(blobId);
    return { contentId, kept };
  } catch (error) {
    await blobs.delete(blobId);
    throw error;
  }
}
