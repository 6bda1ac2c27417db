import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ContentListResponse,
  ContentListWithCounts,
  ContentView,
  CreatorContentResponse,
  PublicContentView,
} from '@scout/contracts/content';
import { contentStream } from '@scout/contracts/platform/streams';
import { publicProfileAddress } from '@scout/contracts/profiles/publicAddress';
import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { EmbeddedSocialData } from '../socialData/embedded';
import { instagramCreators } from './testCreators';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let creators: ProfileSnapshot[];
const profiles = new Map<string, { _id: string; slug: string; shareKey: string }>();

const asOwner = () => ({ 'X-Access-Token': owner.token });
const asOther = () => ({ 'X-Access-Token': other.token });
const api = (path: string) => `/api/v1${path}`;
const getContents = async (query: string, headers = asOwner()) => {
  const res = await app.http.get(api(`/customer/contents${query}`)).set(headers);
  expect(res.status).toBe(200);
  return res.body as ContentListResponse;
};
const setProvider = (snapshots: ProfileSnapshot[]) => {
  app.scout.ctx.socialData = new EmbeddedSocialData(snapshots);
};

/** The plain computation the API is checked against. */
const engagementOf = (post: SocialPost, followers: number | null): number | null => {
  const parts = [post.likes, post.comments, post.shares, post.saves];
  if (parts.every((p) => p === null)) return null;
  const sum = parts.reduce<number>((s, p) => s + (p ?? 0), 0);
  const base = followers || post.views;
  return base ? Math.round((sum / base) * 10_000) / 100 : null;
};
const instagramPosts = () =>
  creators
    .filter((c) => c.platform === 'instagram')
    .flatMap((c) => c.recentPosts.map((post) => ({ post, creator: c, engagement: engagementOf(post, c.statistics.followers) })));
/** Nulls sort as the smallest value; ties by id (the content id, so compared by the post id set here). */
function sortedIds(
  items: ReturnType<typeof instagramPosts>,
  key: (i: ReturnType<typeof instagramPosts>[number]) => number | string | null,
  dir: 1 | -1,
): string[] {
  return [...items]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === y) return 0;
      if (x === null) return -dir;
      if (y === null) return dir;
      return (x < y ? -1 : 1) * dir;
    })
    .map((i) => i.post.postId);
}
const postIds = (body: { contents: ReadonlyArray<{ providerPostId: string }> }) => body.contents.map((c) => c.providerPostId);

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app);
  other = await signUp(app);
  creators = instagramCreators();
  setProvider(creators);
  for (const creator of creators) profiles.set(creator.username, await saveProfile(app, owner.token, creator.platform, creator.username));
});
afterAll(async () => app.close());

describe('GET /customer/contents', () => {
  it('lists the content recorded when the creators were saved: instagram by default, newest first, with metrics and engagement', async () => {
    const body = await getContents('');
    const expected = instagramPosts();
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: expected.length });
    expect(postIds(body)).toEqual(sortedIds(expected, (i) => i.post.publishedAt, -1));
    const reel = body.contents.find((c) => c.providerPostId === 'a3')!;
    expect(reel).toMatchObject({
      profileId: profiles.get('ana.insta')!._id,
      platform: 'instagram',
      username: 'ana.insta',
      url: 'https://www.instagram.com/p/a3/',
      type: 'reel',
      caption: 'post a3',
      publishedAt: '2025-03-03T10:00:00.000Z',
      views: 9000,
      likes: 800,
      comments: 40,
      shares: 12,
      saves: 30,
      followers: 10_000,
      engagementRate: 8.82,
      engagementBasis: 'followers',
      liveTrack: false,
      lists: [],
    });
    expect(reel.history).toHaveLength(1);
    expect(Object.keys(reel)).not.toContain('orgId');
    for (const item of expected) {
      const shown = body.contents.find((c) => c.providerPostId === item.post.postId)!;
      expect([item.post.postId, shown.engagementRate]).toEqual([item.post.postId, item.engagement]);
      expect(shown.engagementBasis).toBe(item.engagement === null ? null : item.creator.statistics.followers ? 'followers' : 'views');
    }
    expect(body.contents.find((c) => c.providerPostId === 'a1')!.type).toBe('post');
    expect(body.contents.find((c) => c.providerPostId === 'a2')!.type).toBe('video');
  });

  it('sorts by published date, views, likes and engagement, both ways, like a plain sort', async () => {
    const items = instagramPosts();
    const keys = {
      publishedAt: (i: (typeof items)[number]) => i.post.publishedAt,
      views: (i: (typeof items)[number]) => i.post.views,
      likes: (i: (typeof items)[number]) => i.post.likes,
      engagementRate: (i: (typeof items)[number]) => i.engagement,
    };
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const [orderBy, dir] of [
        ['asc', 1],
        ['desc', -1],
      ] as const) {
        const body = await getContents(`?sortBy=${sortBy}&orderBy=${orderBy}`);
        const shown = body.contents.map((c) => key(items.find((i) => i.post.postId === c.providerPostId)!));
        const expected = sortedIds(items, key, dir).map((id) => key(items.find((i) => i.post.postId === id)!));
        expect([sortBy, orderBy, shown]).toEqual([sortBy, orderBy, expected]);
      }
    }
  });

  it('filters by type, profile, platform, date range and pages', async () => {
    const items = instagramPosts();
    expect(postIds(await getContents('?type=reel')).sort()).toEqual(
      items
        .filter((i) => i.post.type === 'reel')
        .map((i) => i.post.postId)
        .sort(),
    );
    expect(postIds(await getContents('?type=post')).sort()).toEqual(['a1', 'a4', 'b1']);
    const bo = profiles.get('bo.views')!._id;
    expect(postIds(await getContents(`?profileId=${bo}`))).toEqual(['b2', 'b1']);
    expect((await getContents('?platform=tiktok')).totalCount).toBe(0);
    expect((await getContents('?platform=all')).totalCount).toBe(items.length);
    const inRange = items.filter((i) => i.post.publishedAt >= '2025-02-01' && i.post.publishedAt < '2025-03-03').map((i) => i.post.postId);
    expect(postIds(await getContents('?from=2025-02-01&to=2025-03-02')).sort()).toEqual(inRange.sort());
    expect(postIds(await getContents('?to=2025-02-20T23:30:00Z'))).toEqual(['a2', 'a1', 'b1']);
    const page2 = await getContents('?limit=4&page=2');
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, totalCount: 6 });
    expect(postIds(page2)).toEqual(sortedIds(items, (i) => i.post.publishedAt, -1).slice(4));
  });

  it('counts the items per platform under the other filters, whatever platform the page shows', async () => {
    const items = instagramPosts();
    const counted = async (query: string) => ((await getContents(query)) as ContentListWithCounts).platformCounts;
    expect(await counted('')).toEqual({ instagram: items.length });
    expect(await counted('?platform=tiktok')).toEqual({ instagram: items.length });
    expect(await counted('?platform=all&type=post')).toEqual({ instagram: (await getContents('?type=post')).totalCount });
    expect(await counted(`?profileId=${profiles.get('bo.views')!._id}`)).toEqual({ instagram: 2 });
    expect(await counted('?from=2099-01-01')).toEqual({});
  });

  it('answers 400 for an unknown parameter (even an empty one) and for hostile values', async () => {
    for (const query of [
      '?foo=1',
      '?foo=',
      '?page=0',
      '?page=1000000000',
      '?limit=1000',
      '?sortBy=caption',
      '?type=tweet',
      '?from=yesterday',
      '?list=a%00b',
      '?profileId=x',
      '?tracked=yes',
    ]) {
      const res = await app.http.get(api(`/customer/contents${query}`)).set(asOwner());
      expect([query, res.status, res.body.name]).toEqual([query, 400, 'ValidationError']);
    }
  });
});

describe('content of one creator', () => {
  it('GET /customer/content/username asks the provider now; recording the same posts twice keeps one item each', async () => {
    const ask = () => app.http.get(api('/customer/content/username?username=ana.insta&platform=instagram')).set(asOwner());
    const first = await ask();
    expect(first.status).toBe(200);
    const body = first.body as CreatorContentResponse;
    expect(body).toMatchObject({
      outcome: 'observed',
      totalCount: 4,
      currentPage: 1,
      totalPages: 1,
      profile: { _id: profiles.get('ana.insta')!._id, platform: 'instagram', username: 'ana.insta' },
    });
    expect(postIds(body)).toEqual(['a4', 'a3', 'a2', 'a1']);
    await ask();
    expect((await getContents('')).totalCount).toBe(6);
    // Saved, observed on save and twice here with the same counts: one ContentRecorded, one observation.
    const events = await app.scout.ctx.eventStore.readStream(contentStream(body.contents[1]!._id));
    expect(events.map((e) => e.type)).toEqual(['ContentRecorded', 'ContentMetricsObserved']);
  });

  it('records a new observation when the counts changed, so the metric has a history', async () => {
    const changed = instagramCreators();
    changed[0]!.recentPosts[1]!.views = 12_000;
    changed[0]!.recentPosts[1]!.likes = 1000;
    setProvider(changed);
    try {
      const res = await app.http.get(api('/customer/content/username?username=@ANA.insta&platform=instagram')).set(asOwner());
      const reel = (res.body as CreatorContentResponse).contents.find((c) => c.providerPostId === 'a3')!;
      expect(reel).toMatchObject({ views: 12_000, likes: 1000, engagementRate: 10.82 });
      expect(reel.history.map((h) => [h.views, h.likes])).toEqual([
        [9000, 800],
        [12_000, 1000],
      ]);
    } finally {
      setProvider(creators);
      await app.http.get(api('/customer/content/username?username=ana.insta&platform=instagram')).set(asOwner());
    }
  });

  it('GET /customer/content/all pages through what is stored without asking the provider', async () => {
    setProvider([]);
    try {
      const res = await app.http.get(api('/customer/content/all?username=ana.insta&platform=instagram&page=2&limit=3')).set(asOwner());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: null, currentPage: 2, totalPages: 2, totalCount: 4 });
      expect(postIds(res.body as ContentListResponse)).toEqual(['a1']);
    } finally {
      setProvider(creators);
    }
  });

  it('answers 404 for a creator the organisation has not saved, and 400 for unknown parameters', async () => {
    for (const path of ['username', 'all']) {
      expect((await app.http.get(api(`/customer/content/${path}?username=nobody&platform=instagram`)).set(asOwner())).status).toBe(404);
      expect((await app.http.get(api(`/customer/content/${path}?username=ana.insta&platform=instagram`)).set(asOther())).status).toBe(404);
      expect((await app.http.get(api(`/customer/content/${path}?username=ana.insta&platform=instagram&x=1`)).set(asOwner())).status).toBe(
        400,
      );
      expect((await app.http.get(api(`/customer/content/${path}?username=ana%00insta&platform=instagram`)).set(asOwner())).status).toBe(
        400,
      );
    }
  });
});

describe('changing content', () => {
  const idOf = async (postId: string) => (await getContents('?limit=100')).contents.find((c) => c.providerPostId === postId)!._id;

  it('PUT /customer/content/{id} {liveTrack} turns live tracking on; the tracked filter follows', async () => {
    const id = await idOf('b2');
    const res = await app.http
      .put(api(`/customer/content/${id}`))
      .set(asOwner())
      .send({ liveTrack: true });
    expect(res.status).toBe(200);
    expect(res.body.content as ContentView).toMatchObject({ _id: id, liveTrack: true });
    expect(postIds(await getContents('?tracked=true'))).toEqual(['b2']);
    expect((await getContents('?tracked=false')).totalCount).toBe(5);
    for (const body of [{ liveTrack: 'yes' }, { liveTrack: true, extra: 1 }, {}]) {
      expect(
        (
          await app.http
            .put(api(`/customer/content/${id}`))
            .set(asOwner())
            .send(body)
        ).status,
      ).toBe(400);
    }
    expect((await app.http.put(api('/customer/content/not-an-id')).set(asOwner()).send({ liveTrack: false })).status).toBe(400);
    expect(
      (
        await app.http
          .put(api(`/customer/content/${id}`))
          .set(asOther())
          .send({ liveTrack: false })
      ).status,
    ).toBe(404);
    expect(postIds(await getContents('?tracked=true'))).toEqual(['b2']);
  });

  it('PUT /customer/content/addToList puts items into content lists by name; the list filter finds them', async () => {
    const ids = [await idOf('a1'), await idOf('a3')];
    const res = await app.http
      .put(api('/customer/content/addToList'))
      .set(asOwner())
      .send({ contentIds: [...ids, ids[0]], listNames: ['Summer', 'summer', 'Best'] });
    expect(res.status).toBe(200);
    expect((res.body.contents as ContentView[]).map((c) => c.lists)).toEqual([
      ['Summer', 'Best'],
      ['Summer', 'Best'],
    ]);
    expect(postIds(await getContents('?list=SUMMER')).sort()).toEqual(['a1', 'a3']);
    expect((await getContents('?list=Other')).totalCount).toBe(0);
    const bad = [
      { contentIds: ids, listNames: ['A'], extra: true },
      { contentIds: ids, listNames: ['a\u0000b'] },
      { contentIds: Array.from({ length: 101 }, () => ids[0]), listNames: ['A'] },
      { contentIds: ids, listNames: ['x'.repeat(101)] },
      { contentIds: [], listNames: ['A'] },
    ];
    for (const body of bad) expect((await app.http.put(api('/customer/content/addToList')).set(asOwner()).send(body)).status).toBe(400);
    // Another organisation's ids (or one of them among its own): 404, nothing stored.
    expect(
      (
        await app.http
          .put(api('/customer/content/addToList'))
          .set(asOther())
          .send({ contentIds: ids, listNames: ['Theirs'] })
      ).status,
    ).toBe(404);
    expect((await getContents('?list=Theirs')).totalCount).toBe(0);
    expect((await getContents('?list=A')).totalCount).toBe(0);
  });

  it('DELETE /customer/content removes an item (contentId in the query or the body); recording it again brings nothing back', async () => {
    const id = await idOf('a2');
    expect((await app.http.delete(api(`/customer/content?contentId=${id}`)).set(asOther())).status).toBe(404);
    expect((await app.http.delete(api(`/customer/content?contentId=${id}&x=1`)).set(asOwner())).status).toBe(400);
    expect((await app.http.delete(api('/customer/content')).set(asOwner()).send({ contentId: id, force: true })).status).toBe(400);
    expect((await getContents('')).totalCount).toBe(6);
    const res = await app.http.delete(api('/customer/content')).set(asOwner()).send({ contentId: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, contentId: id });
    expect((await app.http.delete(api(`/customer/content?contentId=${id}`)).set(asOwner())).status).toBe(404);
    await app.http.get(api('/customer/content/username?username=ana.insta&platform=instagram')).set(asOwner());
    expect(postIds(await getContents(`?profileId=${profiles.get('ana.insta')!._id}`))).toEqual(['a4', 'a3', 'a1']);
  });

  it('PUT /customer/content/{id}/refresh looks the item up now: unchanged counts move updatedAt, changed ones add to the history; a silent platform says so', async () => {
    const id = await idOf('a4');
    const refresh = (headers = asOwner(), path = `/customer/content/${id}/refresh`) => app.http.put(api(path)).set(headers);
    const before = (await app.http.get(api(`/customer/content/${id}`)).set(asOwner())).body.content as ContentView;

    const same = await refresh();
    expect(same.status).toBe(200);
    expect(same.body.outcome).toBe('refreshed');
    const unchanged = same.body.content as ContentView;
    expect(unchanged.history).toEqual(before.history);
    expect(unchanged.updatedAt! > before.updatedAt!).toBe(true);
    expect((await app.http.get(api(`/customer/content/${id}`)).set(asOwner())).body.content).toEqual(unchanged);

    const changed = instagramCreators();
    const post = changed.flatMap((c) => c.recentPosts).find((p) => p.postId === 'a4')!;
    post.views = (post.views ?? 0) + 5000;
    setProvider(changed);
    try {
      const res = await refresh();
      expect(res.body.outcome).toBe('refreshed');
      expect((res.body.content as ContentView).views).toBe(post.views);
      expect((res.body.content as ContentView).history).toHaveLength(before.history.length + 1);
    } finally {
      setProvider(creators);
    }

    setProvider([]);
    try {
      const gone = await refresh();
      expect(gone.status).toBe(200);
      expect(gone.body.outcome).toBe('unknown');
      expect((gone.body.content as ContentView).views).toBe(post.views);
    } finally {
      setProvider(creators);
    }

    expect((await refresh(asOther())).status).toBe(404);
    expect((await refresh(asOwner(), '/customer/content/not-an-id/refresh')).status).toBe(400);
    expect(
      (
        await app.http
          .put(api(`/customer/content/${id}/refresh`))
          .set(asOwner())
          .send({ force: true })
      ).status,
    ).toBe(400);
  });

  it('GET /customer/content/{id} answers one item with its history; another organisation 404, unknown parameters 400', async () => {
    const id = await idOf('a1');
    const res = await app.http.get(api(`/customer/content/${id}`)).set(asOwner());
    expect(res.status).toBe(200);
    const listed = (await getContents('?limit=100')).contents.find((c) => c._id === id);
    expect(res.body.content).toEqual(listed);
    expect((await app.http.get(api(`/customer/content/${id}`)).set(asOther())).status).toBe(404);
    expect((await app.http.get(api(`/customer/content/${id}?x=1`)).set(asOwner())).status).toBe(400);
    expect((await app.http.get(api('/customer/content/not-an-id')).set(asOwner())).status).toBe(400);
  });

  it('shows another organisation none of it', async () => {
    expect(await getContents('?platform=all', asOther())).toEqual({
      contents: [],
      currentPage: 1,
      totalPages: 0,
      totalCount: 0,
      platformCounts: {},
    });
  });
});

describe('public content of shared creators', () => {
  it('GET /misc/content/username and /all answer the stored content of a shared profile by its slug, without team data', async () => {
    const { slug: bare, shareKey } = profiles.get('bo.views')!;
    const slug = encodeURIComponent(publicProfileAddress(bare, shareKey));
    for (const path of ['username', 'all']) {
      const res = await app.http.get(api(`/misc/content/${path}?slug=${slug}&username=bo.views&platform=instagram`));
      expect(res.status).toBe(200);
      const body = res.body as CreatorContentResponse<PublicContentView>;
      expect(body).toMatchObject({
        totalCount: 2,
        currentPage: 1,
        totalPages: 1,
        outcome: null,
        profile: { username: 'bo.views', platform: 'instagram' },
      });
      expect(postIds(body)).toEqual(['b2', 'b1']);
      for (const item of body.contents)
        for (const key of ['lists', 'liveTrack', 'orgId', 'listKeys']) expect(Object.keys(item)).not.toContain(key);
      expect((await app.http.get(api(`/misc/content/${path}?slug=${slug}&username=ana.insta`))).status).toBe(404);
      expect((await app.http.get(api(`/misc/content/${path}?slug=${slug}&extra=1`))).status).toBe(400);
      expect((await app.http.get(api(`/misc/content/${path}?slug=no-such-slug`))).status).toBe(404);
    }
  });

  it('answers 404 once sharing is off', async () => {
    const { _id, slug: bare, shareKey } = profiles.get('bo.views')!;
    const slug = encodeURIComponent(publicProfileAddress(bare, shareKey));
    const off = await app.http
      .put(api(`/customer/socialProfile/${_id}`))
      .set(asOwner())
      .send({ action: 'disableShare', disableShare: true });
    expect(off.status).toBe(200);
    for (const path of ['username', 'all']) expect((await app.http.get(api(`/misc/content/${path}?slug=${slug}`))).status).toBe(404);
  });
});

describe('removing a creator', () => {
  it('takes its content along; saving it again records it again', async () => {
    const { _id } = profiles.get('bo.views')!;
    expect((await app.http.delete(api(`/customer/socialProfile?profileId=${_id}`)).set(asOwner())).status).toBe(200);
    expect((await getContents(`?profileId=${_id}`)).totalCount).toBe(0);
    await saveProfile(app, owner.token, 'instagram', 'bo.views');
    expect(postIds(await getContents(`?profileId=${_id}`))).toEqual(['b2', 'b1']);
  });
});
