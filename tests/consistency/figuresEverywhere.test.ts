import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreatorFigure } from '@scout/contracts/profiles';
import { PNG_FILE } from '../../backend/src/profiles/attachments/testFiles';
import { toCsv } from '../../frontend/src/platform/csv';
import { profileCsvColumns } from '../../frontend/src/profiles/profileExport';
import { toProfileRecord } from '../../frontend/src/profiles/profilesApi';
import { SAMPLE_REPORT_CREATOR } from '../../backend/src/profiles/auditReports/publicRoutes';
import { signUp, startTestApp, type TestApp } from '../support/app';
import { campaignApi } from '../support/campaignApi';
import { eventually } from '../support/eventually';

/**
 * One number, one truth: a saved creator's figures are computed once, on the read side, and every
 * surface shows the same values with the same source and date — the profile page, the list row,
 * the CSV export, the public page, the audit report and the campaign's influencer row — for a creator with posts
 * (the shipped sample's TikTok videos), one without posts (the data source's own averages only),
 * after a story was uploaded and after a post was removed by the team.
 */

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 'Infinity', members: 3, searchCount: 20, reports: 10 }, features: {} },
});
const FIGURES = ['averageLikes', 'averageComments', 'averageViews', 'engagementRate', 'viewEngagementRate'] as const;

let app: TestApp;
let token: string;
let campaignId: string;

const as = (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
const put = (path: string, body: object = {}) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body);

type Shown = Record<(typeof FIGURES)[number], Pick<CreatorFigure, 'value' | 'source' | 'asOf'>> & { window: unknown };

/** The part of the figures every surface must agree on: each value with its source and date, and the window. */
function shownOf(figures: Record<string, unknown>): Shown {
  const pick = (name: (typeof FIGURES)[number]) => {
    const { value, source, asOf } = figures[name] as CreatorFigure;
    return { value, source, asOf };
  };
  return {
    averageLikes: pick('averageLikes'),
    averageComments: pick('averageComments'),
    averageViews: pick('averageViews'),
    engagementRate: pick('engagementRate'),
    viewEngagementRate: pick('viewEngagementRate'),
    window: figures.window,
  };
}

async function save(platform: string, username: string): Promise<{ _id: string; slug: string; shareKey: string }> {
  const res = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send({ platform, username });
  expect([res.status, res.body.name]).toEqual([201, undefined]);
  const profile = res.body.profile as { _id: string; slug: string; shareKey: string };
  expect((await put(`/customer/campaign/${campaignId}`, { action: 'addProfile', profileIds: [profile._id] })).status).toBe(200);
  return (await as(`/customer/socialProfile/${profile._id}`)).body.profile;
}

/** Every surface's figures of one saved profile. */
async function everySurface(profileId: string): Promise<Record<string, Shown>> {
  const page = (await as(`/customer/socialProfile/${profileId}`)).body;
  const list = (await as('/customer/socialProfiles?platform=all&limit=50')).body.profiles as Array<{
    _id: string;
    figures: Record<string, unknown>;
  }>;
  const row = list.find((profile) => profile._id === profileId)!;
  const publicPage = (await app.http.get(`/api/v1/misc/socialProfile/${page.profile.slug}-${page.profile.shareKey}`)).body;
  const campaign = (await as(`/customer/campaign/${campaignId}`)).body.campaign;
  const influencer = campaign.influencers.find((i: { influencerId: string }) => i.influencerId === profileId);
  const requested = await put(`/customer/socialProfile/auditReport/${profileId}`);
  expect(requested.status).toBe(202);
  const report = await eventually(`the audit report of ${profileId}`, async () => {
    const res = await as(`/customer/socialProfile/auditReport/${requested.body.report._id}`);
    return ['ready', 'failed'].includes(res.body.report.status) ? res.body.report : undefined;
  });
  expect(report.status).toBe('ready');
  return {
    'profile page (profile)': shownOf(page.profile.figures),
    'profile page (analytics)': shownOf(page.analytics),
    'list row': shownOf(row.figures),
    'public page (profile)': shownOf(publicPage.profile.figures),
    'public page (analytics)': shownOf(publicPage.analytics),
    'audit report': shownOf(report.content.analytics),
    'campaign influencer row': shownOf(influencer.profile.figures),
  };
}

/** The saved-profiles CSV the web app exports from the list's rows: its cells by header, of one profile. */
async function csvRow(profileId: string): Promise<Record<string, string>> {
  const list = (await as('/customer/socialProfiles?platform=all&limit=50')).body.profiles as Parameters<typeof toProfileRecord>[0][];
  const [header, ...rows] = toCsv(list.map(toProfileRecord), profileCsvColumns)
    .split('\r\n')
    .map((line) => line.split(','));
  const cells = rows[list.findIndex((profile) => profile._id === profileId)]!;
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]));
}

/** Asserts every surface shows the same figures; answers them. */
async function sameEverywhere(profileId: string): Promise<Shown> {
  const surfaces = await everySurface(profileId);
  const reference = surfaces['profile page (analytics)']!;
  for (const [surface, shown] of Object.entries(surfaces)) expect([surface, shown]).toEqual([surface, reference]);
  const cell = (value: number | string | null) => (value === null ? '' : String(value));
  const csv = await csvRow(profileId);
  expect({
    engagementRate: csv.engagementRate,
    averageLikes: csv.averageLikes,
    averageComments: csv.averageComments,
    averageViews: csv.averageViews,
    engagementRateSource: csv.engagementRateSource,
    figuresAsOf: csv.figuresAsOf,
    postsCounted: csv.postsCounted,
  }).toEqual({
    engagementRate: cell(reference.engagementRate.value),
    averageLikes: cell(reference.averageLikes.value),
    averageComments: cell(reference.averageComments.value),
    averageViews: cell(reference.averageViews.value),
    engagementRateSource: cell(reference.engagementRate.source),
    figuresAsOf: cell(reference.engagementRate.asOf),
    postsCounted: cell((reference.window as { posts: number }).posts),
  });
  return reference;
}

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE } });
  ({ token } = await signUp(app));
  campaignId = (await campaignApi(app, token).created({ name: 'Figures everywhere' }))._id;
});
afterAll(async () => app.close());

describe('one number, one truth', () => {
  it('a creator with posts: every surface shows the figures computed from its posts', async () => {
    const { _id } = await save(SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username);
    const shown = await sameEverywhere(_id);
    expect(shown.engagementRate).toMatchObject({ value: expect.any(Number), source: 'posts' });
    expect(shown.averageLikes.source).toBe('posts');
    expect(shown.window).toMatchObject({ posts: expect.any(Number), removedByTeam: 0 });
    const contents = (await as(`/customer/contents?platform=all&profileId=${_id}&limit=100`)).body;
    expect((shown.window as { posts: number }).posts).toBe(contents.totalCount);
  });

  it("a creator without posts: every surface shows the data source's figures, labelled with their date, as the profile bank does", async () => {
    const bank = (await as('/customer/profileBank?platform=instagram&limit=50')).body.profiles as Array<{
      platform_username: string;
      engagement_rate: number | null;
      average_likes: number | null;
    }>;
    const entry = bank.find((profile) => profile.platform_username.toLowerCase() === 'cristiano')!;
    const { _id } = await save('instagram', 'cristiano');
    const shown = await sameEverywhere(_id);
    expect(shown.window).toMatchObject({ posts: 0, recorded: 0 });
    expect(shown.engagementRate).toEqual({ value: entry.engagement_rate, source: 'provider', asOf: expect.any(String) });
    expect(shown.averageLikes).toEqual({ value: entry.average_likes, source: 'provider', asOf: expect.any(String) });
  });

  it('a story uploaded changes no post figure anywhere; a post removed by the team changes them the same way everywhere', async () => {
    const profile = (await as('/customer/socialProfiles?platform=tiktok&limit=50')).body.profiles[0] as { _id: string };
    const before = await sameEverywhere(profile._id);
    const story = await app.http
      .post('/api/v1/customer/content/upload-story')
      .set('X-Access-Token', token)
      .field('influencerId', profile._id)
      .field('views', '900')
      .field('publishedAt', new Date(Date.now() - 3_600_000).toISOString())
      .attach('file', PNG_FILE, { filename: 'story.png', contentType: 'image/png' });
    expect(story.status).toBe(201);
    expect(await sameEverywhere(profile._id)).toEqual(before);
    const page = (await as(`/customer/socialProfile/${profile._id}`)).body;
    expect(page.analytics.stories).toMatchObject({ stories: 1, averageViews: { value: 900 } });

    const contents = (await as(`/customer/contents?platform=tiktok&profileId=${profile._id}&limit=100`)).body.contents as Array<{
      _id: string;
      type: string;
    }>;
    const post = contents.find((item) => item.type !== 'story')!;
    expect((await app.http.delete(`/api/v1/customer/content?contentId=${post._id}`).set('X-Access-Token', token)).status).toBe(200);
    const after = await sameEverywhere(profile._id);
    expect(after.window).toMatchObject({
      posts: (before.window as { posts: number }).posts - 1,
      removedByTeam: 1,
    });
    expect(after.engagementRate).not.toEqual(before.engagementRate);
  });
});
