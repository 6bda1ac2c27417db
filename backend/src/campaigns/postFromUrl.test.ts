import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { fetchPostFromUrl } from './postFromUrl';
import { postPageFacts } from './postPage';

let pages: LoopbackServer;
let ctx: { fetchTestHosts: ReadonlyMap<string, string> };

const reelPage = `<!doctype html><html><head>
<meta property="og:title" content="Ana on Instagram">
<meta content="Matchday &amp; family &#8211; #football" property="og:description" />
<meta property='article:published_time' content='2025-05-01T18:30:00Z'>
</head><body>reel</body></html>`;

const youtubePage = `<html><head>
<meta name="description" content="Fallback description">
<script type="application/ld+json">{ not json }</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[{"@type":"VideoObject","description":"Ten goals in ten minutes","uploadDate":"2025-04-02T10:00:00-07:00",
"interactionStatistic":[
 {"@type":"InteractionCounter","interactionType":{"@type":"WatchAction"},"userInteractionCount":"120345"},
 {"@type":"InteractionCounter","interactionType":"https://schema.org/LikeAction","userInteractionCount":4500},
 {"@type":"InteractionCounter","interactionType":"https://schema.org/CommentAction","userInteractionCount":"many"}
]}]}
</script></head><body></body></html>`;

beforeAll(async () => {
  pages = await startLoopbackServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (req.path.startsWith('/reel/')) html(reelPage);
    else if (req.path.startsWith('/watch')) html(youtubePage);
    else if (req.path.startsWith('/@ana/video/')) html('<html><head><title>TikTok</title></head></html>');
    else if (req.path.startsWith('/short')) res.writeHead(301, { location: `http://www.tiktok.com:${pages.port}/@ana/photo/77` }).end();
    else if (req.path.startsWith('/@ana/photo/')) html('<meta name="description" content="A carousel">');
    else if (req.path.startsWith('/p/json')) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>');
  });
  ctx = {
    fetchTestHosts: new Map([
      ['www.instagram.com', '127.0.0.1'],
      ['www.youtube.com', '127.0.0.1'],
      ['www.tiktok.com', '127.0.0.1'],
      ['vm.tiktok.com', '127.0.0.1'],
    ]),
  };
});

afterAll(() => pages.close());

describe('fetchPostFromUrl', () => {
  it('reads an Instagram reel: platform and type from the address, caption and date from OpenGraph, no invented counts', async () => {
    const url = `http://www.instagram.com:${pages.port}/reel/C0de/`;
    await expect(fetchPostFromUrl(ctx, url)).resolves.toEqual({
      influencerId: null,
      url,
      platform: 'instagram',
      type: 'reel',
      caption: 'Matchday & family – #football',
      publishedAt: '2025-05-01T18:30:00.000Z',
      likes: null,
      comments: null,
      views: null,
      shares: null,
      reach: null,
    });
  });

  it('reads a YouTube video: JSON-LD caption, upload date and the counts it states (a malformed count stays null)', async () => {
    const url = `http://www.youtube.com:${pages.port}/watch?v=abc123`;
    await expect(fetchPostFromUrl(ctx, url)).resolves.toMatchObject({
      platform: 'youtube',
      type: 'video',
      caption: 'Ten goals in ten minutes',
      publishedAt: '2025-04-02T17:00:00.000Z',
      views: 120345,
      likes: 4500,
      comments: null,
      shares: null,
    });
  });

  it('leaves everything a page does not state empty', async () => {
    const post = await fetchPostFromUrl(ctx, `http://www.tiktok.com:${pages.port}/@ana/video/123`);
    expect(post).toMatchObject({ platform: 'tiktok', type: 'video', publishedAt: null, likes: null, views: null });
    expect(post).not.toHaveProperty('caption');
  });

  it('follows a short link to the post it names', async () => {
    const post = await fetchPostFromUrl(ctx, `http://vm.tiktok.com:${pages.port}/short1`);
    expect(post).toMatchObject({
      platform: 'tiktok',
      type: 'carousel',
      url: `http://www.tiktok.com:${pages.port}/@ana/photo/77`,
      caption: 'A carousel',
    });
  });

  it('refuses unsupported hosts and non-post addresses before fetching anything', async () => {
    const before = pages.requests.length;
    for (const url of [
      `http://example.com:${pages.port}/p/abc`,
      `http://127.0.0.1:${pages.port}/p/abc`,
      `http://www.instagram.com:${pages.port}/ana/`,
      `http://www.youtube.com:${pages.port}/channel/x`,
      `http://www.tiktok.com:${pages.port}/@ana`,
      'ftp://www.instagram.com/p/abc',
    ]) {
      await expect(fetchPostFromUrl(ctx, url)).rejects.toMatchObject({ name: 'ValidationError', status: 400 });
    }
    expect(pages.requests.length).toBe(before);
  });

  it('answers 400 when the page is missing or not HTML', async () => {
    await expect(fetchPostFromUrl(ctx, `http://www.instagram.com:${pages.port}/p/missing`)).rejects.toMatchObject({
      status: 400,
      message: 'The post could not be read from this address',
    });
    await expect(fetchPostFromUrl(ctx, `http://www.instagram.com:${pages.port}/p/json`)).rejects.toMatchObject({ status: 400 });
  });
});

describe('postPageFacts', () => {
  it('ignores meta tags without content and takes the first of each', () => {
    const facts = postPageFacts(
      '<meta property="og:description"><meta property="og:description" content="first"><meta property="og:description" content="second">',
    );
    expect(facts.caption).toBe('first');
  });

  it('ignores dates that are not dates', () => {
    expect(postPageFacts('<meta property="article:published_time" content="yesterday">').publishedAt).toBeNull();
  });
});
