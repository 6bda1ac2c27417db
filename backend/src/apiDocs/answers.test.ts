import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import { billingRoutes } from '@scout/contracts/billing/routes';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { contentRoutes } from '@scout/contracts/content/routes';
import { customFieldRoutes } from '@scout/contracts/customFields/routes';
import { dashboardRoutes } from '@scout/contracts/dashboard/routes';
import { discoveryRoutes } from '@scout/contracts/discovery/routes';
import { integrationRoutes } from '@scout/contracts/integrations/routes';
import { listRoutes } from '@scout/contracts/lists/routes';
import { platformRoutes } from '@scout/contracts/platform/platformRoutes';
import { pathOf, routeKey, type RouteDef } from '@scout/contracts/platform/routes';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { whitelabelRoutes } from '@scout/contracts/whitelabel/routes';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { readTiktokVideosCsv } from '../socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../socialData/embedded';

const TIKTOK_SAMPLE = new URL('../socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url);

/**
 * The answers of the API are what the route table says: a sample of calls, made in the order a
 * client would make them (sign up, save profiles, list them, run a campaign…), each answered with
 * its declared status and a body its answer schema parses.
 */

let app: TestApp;
let token = '';
const outcomes: Array<{ call: string; outcome: string }> = [];

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/** Makes the call as the signed-in owner and records whether status and body fit the entry. */
async function call<Route extends RouteDef & { answer: z.ZodType }>(route: Route, input: Call = {}): Promise<z.output<Route['answer']>> {
  const request = app.http[route.method](`/api/v1${pathOf(route, input.params)}`).query(input.query ?? {});
  if (token) request.set('X-Access-Token', token);
  const res = await (input.body ? request.send(input.body) : request);
  const parsed = route.answer.safeParse(res.body);
  const expected = route.status ?? 200;
  const outcome =
    res.status !== expected
      ? `answered ${res.status}: ${JSON.stringify(res.body)}`
      : parsed.success
        ? 'fits'
        : z.prettifyError(parsed.error);
  outcomes.push({ call: routeKey(route), outcome });
  return parsed.data as z.output<Route['answer']>;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('answers against the route table', () => {
  it('fit the answer schema of each call in a sample of calls', async () => {
    const email = `answers-${Date.now()}@example.com`;
    const signedUp = await call(accountRoutes.signup, {
      body: { email, password: 'correct horse battery', fullName: 'Ann Answers', orgName: 'Answers Agency' },
    });
    token = (signedUp as { token: string }).token;
    await call(accountRoutes.login, { body: { email, password: 'correct horse battery' } });
    await call(accountRoutes.me);
    await call(accountRoutes.verifyStatus);
    await call(accountRoutes.usage);
    await call(accountRoutes.createApiKey);
    await call(accountRoutes.apiKey);
    await call(billingRoutes.plans);
    await call(platformRoutes.config);
    await call(platformRoutes.openApi);

    const ann = await call(profileRoutes.save, { body: { platform: 'instagram', username: 'leomessi' } });
    const ben = await call(profileRoutes.save, { body: { platform: 'tiktok', username: 'zachking' } });
    await call(profileRoutes.all);
    await call(profileRoutes.get, { params: { id: ann.profile._id } });
    await call(profileRoutes.bySlug, { params: { slug: ann.profile.slug } });

    const { lists } = await call(listRoutes.addItems, { body: { items: [ann.profile._id, ben.profile._id], listNames: ['Answers 2026'] } });
    const list = lists[0]!;
    await call(listRoutes.listWithCount);
    await call(listRoutes.resource, { query: { filter: '{"q":"a"}' } });
    await call(listRoutes.ofProfile, { query: { profileId: ann.profile._id } });
    await call(listRoutes.get, { params: { id: list._id } });
    await call(profileRoutes.list, { query: { platform: 'all', listSlug: list.slug } });
    await call(listRoutes.rename, { body: { listName: 'profiles', oldListItem: 'Answers 2026', newListItem: 'Answers' } });
    await call(listRoutes.share, { body: { group: 'Answers' } });
    await call(listRoutes.removeProfile, { body: { profileId: ben.profile._id, listName: 'Answers' } });
    await call(listRoutes.addProfile, { body: { profileId: ben.profile._id, listNames: ['Answers'] } });

    const created = await call(campaignRoutes.create, { body: { name: 'Answers launch', budgetCents: 125050, currency: 'EUR' } });
    const campaignId = created.campaign._id;
    const withAnn = await call(campaignRoutes.update, {
      params: { id: campaignId },
      body: { action: 'addProfile', profileIds: [ann.profile._id] },
    });
    const influencerId = withAnn.campaign.influencers[0]!.influencerId;
    await call(campaignRoutes.update, {
      params: { id: campaignId },
      body: { action: 'addPayment', influencerId, amountCents: 50000, currency: 'EUR' },
    });
    await call(campaignRoutes.get, { params: { id: campaignId } });
    await call(campaignRoutes.emvSettings);
    await call(customFieldRoutes.list);
    await call(dashboardRoutes.home);

    // Calls whose answers the route table declares since issue 24 (the API docs' example answers).
    await call(accountRoutes.organization);
    await call(accountRoutes.updateUserInfo, { body: { phone: '+43 1 234' } });
    await call(accountRoutes.config, { body: { userGuide: false } });
    await call(accountRoutes.statusFlags, { body: { hideEmptyList: true } });
    await call(accountRoutes.country, { body: { country: 'at' } });
    await call(accountRoutes.members);
    await call(accountRoutes.membersResource, { query: { range: '[0,9]', sort: '["createdAt","ASC"]' } });
    const invited = await call(accountRoutes.invite, { body: { email: `invited-${Date.now()}@example.com`, role: 'member' } });
    await call(accountRoutes.updateMember, { params: { id: invited.member._id }, body: { fullName: 'Ina Invited' } });
    await call(accountRoutes.removeMember, { params: { id: invited.member._id } });
    await call(accountRoutes.forgotPassword, { body: { method: 'request', email } });
    await call(platformRoutes.health);
    await call(platformRoutes.live);
    await call(platformRoutes.ready);
    await call(whitelabelRoutes.branding);
    await call(integrationRoutes.bitly);
    await call(profileRoutes.update, { params: { id: ann.profile._id }, body: { action: 'updateFavourite', favourite: true } });
    await call(profileRoutes.related, { params: { id: ann.profile._id } });
    await call(profileRoutes.search, { body: { platform: 'instagram', username: 'cristiano' } });
    await call(profileRoutes.viewReport, { body: { platform: 'instagram', username: 'cristiano' } });
    await call(profileRoutes.saveMany, { body: { profiles: [{ platform: 'instagram', username: 'leomessi' }] } });
    await call(profileRoutes.sampleReport);
    await call(profileRoutes.testReport);
    await call(contentRoutes.list, { query: { platform: 'all' } });
    // A creator with posts: the TikTok sample's.
    const own = app.scout.ctx.socialData;
    app.scout.ctx.socialData = new EmbeddedSocialData(readTiktokVideosCsv(readFileSync(TIKTOK_SAMPLE, 'utf8')));
    try {
      await call(profileRoutes.save, { body: { platform: 'tiktok', username: 'y13.hn_' } });
      const { contents } = await call(contentRoutes.ofCreator, { query: { username: 'y13.hn_', platform: 'tiktok' } });
      await call(contentRoutes.allOfCreator, { query: { username: 'y13.hn_', platform: 'tiktok' } });
      const contentId = contents[0]?._id ?? '';
      await call(contentRoutes.get, { params: { id: contentId } });
      await call(contentRoutes.refresh, { params: { id: contentId } });
      await call(contentRoutes.setLiveTrack, { params: { id: contentId }, body: { liveTrack: true } });
    } finally {
      app.scout.ctx.socialData = own;
    }
    await call(contentRoutes.stories);
    await call(contentRoutes.storiesOfProfile, { query: { profileId: ann.profile._id } });
    await call(contentRoutes.storiesResource, { query: { range: '[0,9]', filter: JSON.stringify({ profileId: ann.profile._id }) } });
    const { category } = await call(customFieldRoutes.createCategory, { body: { name: 'Deals' } });
    await call(customFieldRoutes.sortCategories, { body: { fromIndex: 0, toIndex: 0 } });
    const { field } = await call(customFieldRoutes.create, { body: { name: 'Tier', type: 'text' } });
    await call(customFieldRoutes.delete, { params: { id: field._id } });
    await call(customFieldRoutes.deleteCategory, { params: { id: category._id } });
    await call(campaignRoutes.list);
    await call(campaignRoutes.resource, { query: { sort: '["name","ASC"]' } });
    await call(campaignRoutes.history, { params: { id: campaignId } });
    const bank = await call(discoveryRoutes.bank, { query: { page: '1' } });
    await call(discoveryRoutes.bankMeta);
    await call(discoveryRoutes.lookalikes, { query: { profileBankId: bank.profiles[0]?._id ?? '' } });
    await call(discoveryRoutes.locations, { query: { text: 'Wien' } });

    await call(listRoutes.removeItem, { body: { listName: 'Answers' } });
    await call(profileRoutes.delete, { query: { profileId: ben.profile._id } });
    await call(campaignRoutes.delete, { params: { id: campaignId } });
    await call(accountRoutes.revokeApiKey);
    await call(accountRoutes.logout);

    expect(outcomes.length).toBeGreaterThanOrEqual(78);
    expect(outcomes).toEqual(outcomes.map(({ call }) => ({ call, outcome: 'fits' })));
  }, 60_000);
});
