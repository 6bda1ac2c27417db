/**
 * The client's request rules of spec sections 8 and 9, on the calls that carry them: the timeouts
 * (40 s by default, 60 s for a creator's content by username, 125 s for discover, none for
 * uploads), and every failed request rejected with the server's answer (status and data).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HttpError } from 'react-admin';
import { CONTENT_BY_USERNAME_TIMEOUT_MS, contentApi } from '../content/contentApi';
import { storiesApi } from '../content/storiesApi';
import { DISCOVER_TIMEOUT_MS, discoverProfiles } from '../discovery/discoverApi';
import { connection } from '../platform/connection/connection';
import { DEFAULT_TIMEOUT_MS, httpClient } from '../platform/httpClient';
import { profilePageApi } from '../profiles/profilePageApi';

const realFetch = globalThis.fetch;
interface Call {
  url: string;
  init: RequestInit | undefined;
}
let calls: Call[];
/** What the fake server answers each call, in order (the last one again when they run out). */
let answers: Array<() => Response>;
let timeouts: jest.SpiedFunction<typeof AbortSignal.timeout>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [() => json(200, {})];
  globalThis.fetch = ((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return Promise.resolve(answer());
  }) as typeof fetch;
  timeouts = jest.spyOn(AbortSignal, 'timeout');
});

afterEach(() => {
  // A request without an answer makes the connection monitor probe the server again later: not after this test.
  connection.answered();
  globalThis.fetch = realFetch;
  timeouts.mockRestore();
});

describe('the timeouts of spec section 9', () => {
  it('are 40 s by default, 60 s for content by username, 125 s for discover', () => {
    expect([DEFAULT_TIMEOUT_MS, CONTENT_BY_USERNAME_TIMEOUT_MS, DISCOVER_TIMEOUT_MS]).toEqual([40_000, 60_000, 125_000]);
  });

  it('a plain call is given the default 40 s', async () => {
    await httpClient('/customer/home');
    expect(timeouts.mock.calls).toEqual([[40_000]]);
  });

  it("a creator's content by username is given 60 s", async () => {
    const item = { _id: 'c2', caption: 'found' };
    answers = [
      () => json(404, { name: 'NotFound', message: 'Content not found' }),
      () => json(200, { contents: [{ _id: 'c1' }, item], currentPage: 1, totalPages: 1, totalCount: 2 }),
    ];
    await expect(contentApi.getContent('c2', { username: 'ann', platform: 'tiktok' })).resolves.toEqual(item);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/customer/content/c2',
      '/api/v1/customer/content/all?username=ann&platform=tiktok&page=1&limit=100',
    ]);
    expect(timeouts.mock.calls).toEqual([[40_000], [60_000]]);
  });

  it('a discover search is given 125 s', async () => {
    answers = [() => json(200, { profiles: [], metadata: { offset: 0, limit: 20, total_results: 0 }, nextPageToken: null })];
    await discoverProfiles({ sortBy: 'followers', orderBy: 'desc' }, null);
    expect(calls.map((call) => [call.url, call.init?.method])).toEqual([['/api/v1/customer/discoverProfiles', 'POST']]);
    expect(timeouts.mock.calls).toEqual([[125_000]]);
  });

  it('attachment and story uploads have none: nothing aborts them', async () => {
    const file = new File(['%PDF-1.4'], 'media-kit.pdf', { type: 'application/pdf' });
    await profilePageApi.uploadAttachment('p1', file, 'Media kit');
    answers = [() => json(201, { story: { _id: 's1' } })];
    await storiesApi.uploadStory({ file, influencerId: 'p1', views: 10, publishedAt: '2026-11-20T10:00:00.000Z' });
    expect(calls.map((call) => [call.url, call.init?.body instanceof FormData, call.init?.signal])).toEqual([
      ['/api/v1/customer/socialProfile/attachment', true, undefined],
      ['/api/v1/customer/content/upload-story', true, undefined],
    ]);
    expect(timeouts).not.toHaveBeenCalled();
  });

  it('a request the server leaves unanswered past its timeout is rejected as no answer (status 0)', async () => {
    timeouts.mockRestore();
    globalThis.fetch = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const failure = await httpClient('/customer/home', { timeoutMs: 5 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(0);
  });
});

describe('a failed request (spec section 8)', () => {
  const rejection = async (status: number, body: unknown): Promise<HttpError> => {
    answers = [() => (typeof body === 'string' ? new Response(body, { status }) : json(status, body))];
    const failure = await httpClient('/customer/campaign', { method: 'POST', body: { name: 'Spring' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    return failure as HttpError;
  };

  it("is rejected with the server's status and data", async () => {
    const conflict = { name: 'Conflict', message: 'A campaign of this name exists' };
    expect(await rejection(409, conflict)).toMatchObject({ status: 409, body: conflict });
    const limit = { name: 'PlanLimit', message: 'Your plan allows 3 campaigns', field: 'campaigns' };
    expect(await rejection(423, limit)).toMatchObject({ status: 423, body: limit });
    const invalid = { name: 'ValidationError', message: 'name: Too small', issues: [{ path: 'name', message: 'Too small' }] };
    expect(await rejection(400, invalid)).toMatchObject({ status: 400, body: invalid });
  });

  it('keeps a body that is no JSON as its text', async () => {
    expect(await rejection(413, 'Request Entity Too Large')).toMatchObject({ status: 413, body: 'Request Entity Too Large' });
  });
});
