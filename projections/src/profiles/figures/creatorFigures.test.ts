import { describe, expect, it } from '@jest/globals';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS } from '@scout/contracts/profiles';
import { noStatistics, type ProfileStatistics } from '@scout/contracts/socialData';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { viennaSlot } from '../analytics/heatmap';
import { creatorFigures, heatmapOf } from './creatorFigures';
import { countsObserved, emptyFigureFacts, itemRecorded, itemRemoved, statisticsObserved, type FigureFacts } from './figureFacts';
import { POSTS_KEPT } from './postWindow';

interface PlainPost {
  id: string;
  publishedAt: string;
  likes: number | null;
  comments: number | null;
  views: number | null;
}

const statistics = (followers: number, reported: Partial<ProfileStatistics> = {}): ProfileStatistics => ({
  ...noStatistics,
  followers,
  ...reported,
});

/** The figures computed plainly, straight from the definition: the independent check of the running sums. */
function plainFigures(posts: readonly PlainPost[], followers: number) {
  const sorted = [...posts].sort((a, b) =>
    a.publishedAt === b.publishedAt ? (a.id < b.id ? -1 : 1) : a.publishedAt > b.publishedAt ? -1 : 1,
  );
  const newest = sorted[0];
  const oldestAllowed = newest ? Date.parse(newest.publishedAt) - FIGURE_WINDOW_DAYS * 86_400_000 : 0;
  const window = sorted.filter((post) => Date.parse(post.publishedAt) >= oldestAllowed).slice(0, FIGURE_WINDOW_POSTS);
  const average = (metric: 'likes' | 'comments' | 'views') => {
    const known = window.map((post) => post[metric]).filter((value): value is number => value !== null);
    return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
  };
  const likes = average('likes');
  const comments = average('comments');
  const cells = Array.from({ length: 24 }, () => new Array<number>(7).fill(0));
  for (const post of window) {
    const { hour, weekday } = viennaSlot(post.publishedAt);
    cells[hour]![weekday]! += 1;
  }
  return {
    posts: window.length,
    averageLikes: likes === null ? null : roundHalfUp(likes, 2),
    averageComments: comments === null ? null : roundHalfUp(comments, 2),
    averageViews: average('views') === null ? null : roundHalfUp(average('views')!, 2),
    engagementRate: likes === null || comments === null ? null : roundHalfUp(((likes + comments) / followers) * 100, 2),
    heatmap: cells.map((row) => row.map((count) => (window.length ? roundHalfUp((count * 100) / window.length, 2) : 0))),
    from: window.at(-1)?.publishedAt ?? null,
    to: window[0]?.publishedAt ?? null,
  };
}

function shown(facts: FigureFacts) {
  const figures = creatorFigures(facts);
  return {
    posts: figures.window.posts,
    averageLikes: figures.averageLikes.value,
    averageComments: figures.averageComments.value,
    averageViews: figures.averageViews.value,
    engagementRate: figures.engagementRate.value,
    heatmap: heatmapOf(facts).rows,
    from: figures.window.from,
    to: figures.window.to,
  };
}

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('creator figures over the post window', () => {
  it.each([1, 2, 3])(
    'Given random posts recorded, counted and removed (seed %i), the running sums equal a plain computation at every step',
    (seed) => {
      const next = random(seed);
      const followers = 250_000;
      const facts = emptyFigureFacts('tiktok');
      statisticsObserved(facts, statistics(followers), '2025-01-01T00:00:00.000Z');
      const plain = new Map<string, PlainPost>();
      const start = Date.parse('2022-01-01T00:00:00.000Z');
      const count = () => (next() < 0.1 ? null : Math.floor(next() * 100_000));
      for (let step = 0; step < 4000; step++) {
        const roll = next();
        if (roll < 0.55 || plain.size === 0) {
          if (plain.size + 1 >= POSTS_KEPT) continue;
          const id = `p${step}`;
          // Three years of posts, often at the same instant, so ties and both window limits are met.
          const publishedAt = new Date(start + Math.floor(next() * 1100) * 86_400_000 + (next() < 0.5 ? 0 : 3_600_000)).toISOString();
          itemRecorded(facts, id, next() < 0.5 ? 'video' : null, publishedAt);
          plain.set(id, { id, publishedAt, likes: null, comments: null, views: null });
        } else {
          const ids = [...plain.keys()];
          const id = ids[Math.floor(next() * ids.length)]!;
          if (roll < 0.9) {
            const counts = { likes: count(), comments: count(), views: count() };
            countsObserved(facts, id, counts, new Date(start + step * 1000).toISOString());
            plain.set(id, { ...plain.get(id)!, ...counts });
          } else {
            itemRemoved(facts, id, true);
            plain.delete(id);
          }
        }
        if (step % 97 === 0 || step === 3999) expect(shown(facts)).toEqual(plainFigures([...plain.values()], followers));
      }
      expect(plain.size).toBeGreaterThan(FIGURE_WINDOW_POSTS);
    },
  );

  it('Given 1,300 posts one a day, the window is the newest 365 days: 366 posts', () => {
    const facts = emptyFigureFacts('youtube');
    const day = (i: number) => new Date(Date.parse('2022-01-01T12:00:00.000Z') + i * 86_400_000).toISOString();
    for (let i = 0; i < 1300; i++) {
      itemRecorded(facts, `v${i}`, 'video', day(i));
      countsObserved(facts, `v${i}`, { likes: i, comments: 1, views: 10 * i }, '2025-08-01T00:00:00.000Z');
    }
    const figures = creatorFigures(facts);
    expect(figures.window).toMatchObject({ posts: 366, recorded: 1300, from: day(1299 - 365), to: day(1299) });
    // Likes 934 … 1299: their mean.
    expect(figures.averageLikes).toMatchObject({ value: 1116.5, source: 'posts', inputs: { posts: 366, totalLikes: 408_639 } });
  });

  it('Given a story with views, When it is recorded, counted and removed, Then no post figure changes and the story figures do', () => {
    const facts = emptyFigureFacts('instagram');
    statisticsObserved(facts, statistics(1000), '2025-06-01T00:00:00.000Z');
    itemRecorded(facts, 'post', 'reel', '2025-06-01T10:00:00.000Z');
    countsObserved(facts, 'post', { likes: 100, comments: 10, views: 5000 }, '2025-06-02T00:00:00.000Z');
    const before = { figures: creatorFigures(facts), heatmap: heatmapOf(facts) };
    itemRecorded(facts, 'story', 'story', '2025-06-03T10:00:00.000Z');
    countsObserved(facts, 'story', { likes: null, comments: null, views: 900 }, '2025-06-03T11:00:00.000Z');
    const { stories, ...postFigures } = creatorFigures(facts);
    const { stories: storiesBefore, ...postFiguresBefore } = before.figures;
    expect(postFigures).toEqual(postFiguresBefore);
    expect(heatmapOf(facts)).toEqual(before.heatmap);
    expect(stories).toEqual({ stories: 1, averageViews: expect.objectContaining({ value: 900, inputs: { stories: 1, totalViews: 900 } }) });
    expect(storiesBefore.stories).toBe(0);
    itemRemoved(facts, 'story', true);
    expect(creatorFigures(facts)).toEqual(before.figures);
  });

  it('Given no posts, Then the figures are the ones the data source reports, labelled with its date; a post with counts takes over', () => {
    const facts = emptyFigureFacts('instagram');
    const reported = statistics(643_000_000, { averageLikes: 8_700_000, averageComments: 60_000.456, providerEngagementRate: 0.0281 });
    statisticsObserved(facts, reported, '2025-05-01T00:00:00.000Z');
    expect(creatorFigures(facts)).toMatchObject({
      averageLikes: { value: 8_700_000, source: 'provider', asOf: '2025-05-01T00:00:00.000Z', inputs: {} },
      averageComments: { value: 60_000.46, source: 'provider' },
      averageViews: { value: null, source: null },
      engagementRate: { value: 2.81, source: 'provider', asOf: '2025-05-01T00:00:00.000Z' },
      window: { posts: 0, from: null, to: null },
    });
    itemRecorded(facts, 'p', 'post', '2025-05-02T00:00:00.000Z');
    countsObserved(facts, 'p', { likes: 6_430_000, comments: 0, views: null }, '2025-05-03T00:00:00.000Z');
    expect(creatorFigures(facts)).toMatchObject({
      averageLikes: { value: 6_430_000, source: 'posts', asOf: '2025-05-03T00:00:00.000Z', inputs: { posts: 1, totalLikes: 6_430_000 } },
      engagementRate: { value: 1, source: 'posts' },
    });
  });

  it('Given a post removed by the team, Then it counts nowhere and the window says so; an older observation never replaces newer counts', () => {
    const facts = emptyFigureFacts('tiktok');
    statisticsObserved(facts, statistics(100), '2025-06-01T00:00:00.000Z');
    itemRecorded(facts, 'a', 'video', '2025-06-01T10:00:00.000Z');
    itemRecorded(facts, 'b', 'video', '2025-06-02T10:00:00.000Z');
    countsObserved(facts, 'a', { likes: 10, comments: 0, views: 100 }, '2025-06-05T00:00:00.000Z');
    countsObserved(facts, 'a', { likes: 999, comments: 999, views: 999 }, '2025-06-04T00:00:00.000Z');
    countsObserved(facts, 'b', { likes: 30, comments: 0, views: 300 }, '2025-06-05T00:00:00.000Z');
    expect(creatorFigures(facts).averageLikes.value).toBe(20);
    itemRemoved(facts, 'b', true);
    // A post whose publishing time cannot be read has no place in the window (and cannot make the read model throw).
    itemRecorded(facts, 'c', 'video', 'yesterday');
    countsObserved(facts, 'c', { likes: 1, comments: 1, views: 1 }, '2025-06-06T00:00:00.000Z');
    expect(creatorFigures(facts)).toMatchObject({
      averageLikes: { value: 10 },
      viewEngagementRate: { value: 10, source: 'posts' },
      window: { posts: 1, recorded: 1, removedByTeam: 1 },
    });
  });

  it(`Given more than ${POSTS_KEPT} posts, Then the oldest beyond are forgotten and the window is unchanged`, () => {
    const facts = emptyFigureFacts('youtube');
    for (let i = 0; i < POSTS_KEPT + 10; i++) itemRecorded(facts, `v${i}`, 'video', new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString());
    expect(facts.window.order).toHaveLength(POSTS_KEPT);
    expect(facts.window.order.at(-1)).toBe('v10');
    expect(creatorFigures(facts).window.posts).toBe(FIGURE_WINDOW_POSTS);
  });
});
