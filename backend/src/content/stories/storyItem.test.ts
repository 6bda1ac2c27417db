import { describe, expect, it } from '@jest/globals';
import type { ContentEvent } from '@scout/contracts/content';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { storiesFromInsightIq } from '../../socialData/insightiqStories';
import { storyDecider, type StoryCommand } from './storyItem';

const contentId = '0b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const profileId = '1b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const blobId = '2b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const now = '2026-03-01T12:00:00.000Z';
const publishedAt = '2026-03-01T10:00:00.000Z';
const expiresAt = '2026-03-02T10:00:00.000Z';
const content = {
  contentId,
  profileId,
  platform: 'instagram',
  username: 'ana',
  providerPostId: 'st-1',
  url: null,
  type: 'story' as const,
  caption: '',
  hashtags: [],
  mentions: [],
  publishedAt,
  thumbnailUrl: null,
};
const media = { blobId, contentType: 'image/png' as const, mediaType: 'image' as const, size: 10 };
const keep = (views: number | null): StoryCommand => ({
  type: 'KeepStory',
  source: 'provider',
  content,
  media,
  expiresAt,
  views,
  providerStoryId: 'st-1',
  now,
});
const mediaFields = { contentId, profileId, platform: 'instagram', username: 'ana', publishedAt, expiresAt, ...media };
const recorded: ContentEvent = { type: 'ContentRecorded', data: { ...content, recordedAt: now } };
const collected = (views: number | null): ContentEvent => ({
  type: 'StoryCollected',
  data: { ...mediaFields, views, providerStoryId: 'st-1', collectedAt: now },
});
const observed = (views: number): ContentEvent => ({
  type: 'ContentMetricsObserved',
  data: { contentId, profileId, views, likes: null, comments: null, shares: null, saves: null, followers: null, observedAt: now },
});

const spec = deciderSpec(storyDecider);

describe('story decider', () => {
  it('Given nothing, When KeepStory, Then the content item, its kept media and its views', () => {
    spec
      .given([])
      .when(keep(40))
      .then([recorded, collected(40), observed(40)]);
    spec
      .given([])
      .when(keep(null))
      .then([recorded, collected(null)]);
  });

  it('Given a kept story, When KeepStory again, Then only changed views', () => {
    spec
      .given([recorded, collected(40), observed(40)])
      .when(keep(40))
      .then([]);
    spec
      .given([recorded, collected(40), observed(40)])
      .when(keep(55))
      .then([observed(55)]);
  });

  it('Given a provider post of type story without media, When KeepStory, Then its media is kept', () => {
    spec
      .given([recorded, observed(40)])
      .when(keep(40))
      .then([collected(40)]);
  });

  it('Given a story the team removed, When KeepStory, Then nothing; removed with its creator: it comes back', () => {
    spec
      .given([recorded, collected(40), { type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }])
      .when(keep(40))
      .then([]);
    spec
      .given([recorded, collected(40), { type: 'ContentRemovedWithProfile', data: { contentId, profileId, removedAt: now } }])
      .when(keep(40))
      .then([recorded, collected(40), observed(40)]);
  });

  it('SetStoryViews records new views of a kept story only; anything else is not found', () => {
    spec
      .given([recorded, collected(null)])
      .when({ type: 'SetStoryViews', views: 9, now })
      .then([observed(9)]);
    spec
      .given([recorded, collected(9), observed(9)])
      .when({ type: 'SetStoryViews', views: 9, now })
      .then([]);
    spec
      .given([recorded, observed(9)])
      .when({ type: 'SetStoryViews', views: 10, now })
      .thenThrows(NotFoundError, /Story/);
    spec.given([]).when({ type: 'SetStoryViews', views: 10, now }).thenThrows(NotFoundError, /Story/);
  });
});

describe('InsightIQ stories', () => {
  it('reads stories from a contents answer: ids, media, dates in UTC, views; other types and unusable items left out', () => {
    const stories = storiesFromInsightIq({
      data: [
        {
          id: 'c1',
          platform_content_id: '1799',
          type: 'STORY',
          format: 'VIDEO',
          url: null,
          media_url: 'https://cdn.example.com/v.mp4',
          thumbnail_url: 'https://cdn.example.com/v.jpg',
          published_at: '2026-03-01T10:00:00.000000',
          engagement: { view_count: 1200 },
        },
        {
          id: 'c2',
          platform_content_id: null,
          type: 'STORY',
          format: 'IMAGE',
          url: 'https://www.instagram.com/stories/ana/c2/',
          media_url: null,
          thumbnail_url: 'https://cdn.example.com/i.jpg',
          published_at: '2026-03-01T11:00:00Z',
          engagement: null,
        },
        {
          id: 'c3',
          platform_content_id: 'p3',
          type: 'REELS',
          format: 'VIDEO',
          url: null,
          media_url: 'https://cdn.example.com/r.mp4',
          thumbnail_url: null,
          published_at: '2026-03-01T11:00:00Z',
          engagement: null,
        },
        {
          id: 'c4',
          platform_content_id: 'p4',
          type: 'STORY',
          format: 'VIDEO',
          url: null,
          media_url: null,
          thumbnail_url: 'https://cdn.example.com/t.jpg',
          published_at: '2026-03-01T11:00:00Z',
          engagement: null,
        },
        {
          id: 'c5',
          platform_content_id: 'p5',
          type: 'STORY',
          format: 'IMAGE',
          url: null,
          media_url: 'https://cdn.example.com/x.jpg',
          thumbnail_url: null,
          published_at: null,
          engagement: null,
        },
      ],
    });
    expect(stories).toEqual([
      {
        storyId: '1799',
        url: null,
        mediaUrl: 'https://cdn.example.com/v.mp4',
        mediaType: 'video',
        publishedAt: '2026-03-01T10:00:00.000Z',
        views: 1200,
      },
      {
        storyId: 'c2',
        url: 'https://www.instagram.com/stories/ana/c2/',
        mediaUrl: 'https://cdn.example.com/i.jpg',
        mediaType: 'image',
        publishedAt: '2026-03-01T11:00:00.000Z',
        views: null,
      },
    ]);
  });
});
