import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Response as TestResponse } from 'supertest';
import { markEmailVerified, memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { mountScoutApi } from '../app';
import { changePlan } from '../billing/billingService';
import { PNG_FILE, TEXT_FILE } from '../profiles/attachments/testFiles';
import { publicProfileAddress } from '@scout/contracts/profiles/publicAddress';
import { SAMPLE_REPORT_CREATOR } from '../profiles/auditReports/publicRoutes';
import { profileBankId } from '../socialData/embedded';
import { can, type Actor, type Capability } from './permissions';
import { newToken } from './tokens';

/**
 * Every route of the API, called by every kind of caller: the permission table decides who gets
 * through, no credentials give 401, and another organisation never gets a 2xx on this one's data.
 */

type Caller = Actor | 'anonymous' | 'otherOrg';
const CALLERS: readonly Caller[] = ['anonymous', 'apiKey', 'otherOrg', 'guest', 'member', 'admin', 'owner'];

interface RouteCase {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as mounted, e.g. `/customer/socialProfile/:id`. */
  path: string;
  need: Capability | 'public';
  url?: () => string;
  body?: () => object;
  /** Addresses a document of the first organisation by id. */
  ownedByOrgA?: boolean;
  after?: (res: TestResponse) => Promise<void>;
  /** A multipart body (text fields and one file, in `fileField` or else `file`) instead of `body`. */
  form?: () => { fields: Record<string, string>; file: { name: string; contentType: string; bytes: Buffer }; fileField?: string };
}

/**
 * The trial plan with room for every save of this test (each caller saves profiles), more reports
 * and searches than the callers use, and contact collection on, so those routes reach their work.
 */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 'Infinity', members: 3, searchCount: 100, reports: 100 }, features: { unlockContacts: true } },
  // The fixture search export is made on this plan; the callers stay on the trial plan.
  exporter: { paid: true, limits: { profiles: 'Infinity', members: 3, searchCount: 100, reports: 100 }, features: { searchExport: true } },
});

let app: TestApp;
const credentials = new Map<Caller, Record<string, string>>();
let ownerEmail = '';
let otherOrgEmail = '';
let profileId = '';
/** The fixture profile's current slug (`PUT …/:id/slug` moves it on). */
let profileSlug = '';
/** A saved creator of the shipped sample: the provider knows it, so enrich, contacts and its audit report really run. */
let sampleProfileId = '';
/** The sample creator's public slug and its content items (recorded when it was saved); DELETE takes them from the end. */
let sampleSlug = '';
let contentIds: string[] = [];
/** Lists of the first organisation: `Summer` (shared, with the fixture profile), `VIP`, and one renamed on. */
let summerListId = '';
let summerShareId = '';
let renamedListName = 'Rename me';
let nextListName = '';
/** Field categories (at least two, for sorting) and a custom field of the first organisation. */
let categoryId = '';
let fieldId = '';
let importId = '';
let attachmentId = '';
/** A story uploaded for the fixture profile (content/stories/routes.ts). */
let storyId = '';
let reportId = '';
let reportShareId = '';
let dataDir = '';
/** An invited guest of the first organisation, the target of the team routes. */
let teammateId = '';
/** A campaign of the first organisation (`DELETE …/:id` replaces it) and the public slug of the first one. */
let campaignId = '';
let campaignSlug = '';
/** A link of the first campaign, resolved by the public `GET /misc/shortLink`. */
let campaignLinkId = '';
/** A file uploaded to the fixture campaign (made again with it after `DELETE …/:id`). */
let campaignUploadId = '';
/** A finished search export of the first organisation. */
let exportId = '';

async function restoreTeammate(): Promise<void> {
  const body = { email: `teammate-${randomUUID()}@example.com`, fullName: 'Teammate', role: 'guest' };
  const res = await app.http
    .post('/api/v1/customer/account/add')
    .set(credentials.get('owner') ?? {})
    .send(body);
  teammateId = res.body.member._id as string;
}

async function restoreApiKey(): Promise<void> {
  const res = await app.http.post('/api/v1/customer/account/api-key').set(credentials.get('owner') ?? {});
  credentials.set('apiKey', { 'X-Api-Key': res.body.apiKey.key as string });
}

async function restoreCampaign(): Promise<void> {
  const res = await asOwner('post', '/customer/campaign', { name: `Campaign ${randomUUID().slice(0, 8)}`, currency: 'EUR' });
  campaignId = res.body.campaign._id as string;
  const { fields, file, fileField } = campaignUploadForm();
  const uploaded = await app.http
    .put('/api/v1/customer/campaign/upload')
    .set(credentials.get('owner') ?? {})
    .field(fields)
    .attach(fileField, file.bytes, { filename: file.name, contentType: file.contentType });
  if (uploaded.status !== 201) throw new Error(`fixture campaign upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  campaignUploadId = uploaded.body.uploads[0].uploadId as string;
}

async function restoreProfile(): Promise<void> {
  const res = await app.http
    .post('/api/v1/customer/socialProfile')
    .set(credentials.get('owner') ?? {})
    .send({ platform: 'instagram', username: 'natgeo' });
  if (res.status === 201) {
    profileId = res.body.profile._id as string;
    profileSlug = res.body.profile.slug as string;
  }
}

/** The owner's call, which must succeed: the fixtures of the rows below. */
async function asOwner(method: 'get' | 'post' | 'put', path: string, body?: object): Promise<TestResponse> {
  let request = app.http[method](`/api/v1${path}`).set(credentials.get('owner') ?? {});
  if (body) request = request.send(body);
  const res = await request;
  if (res.status >= 300) throw new Error(`fixture ${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** The fixture profile back in the `VIP` list after a caller took it out. */
async function restoreVipMembership(res: TestResponse): Promise<void> {
  if (res.status === 200) await asOwner('put', '/customer/socialProfile/addToList', { profileId, listNames: ['VIP'] });
}

async function restoreCategory(): Promise<void> {
  const res = await asOwner('post', '/customer/field-category', { name: `Category ${randomUUID().slice(0, 8)}` });
  categoryId = res.body.category._id as string;
}

async function restoreField(): Promise<void> {
  const res = await asOwner('post', '/customer/custom-field', {
    name: `Field ${randomUUID().slice(0, 8)}`,
    type: 'select',
    options: ['Yes', 'No'],
  });
  fieldId = res.body.field._id as string;
}

const attachmentForm = () => ({
  fields: { profileId, title: 'Brief' },
  file: { name: 'brief.txt', contentType: 'text/plain', bytes: TEXT_FILE },
});

const storyForm = () => ({
  fields: { influencerId: profileId, views: '10', publishedAt: new Date(Date.now() - 3_600_000).toISOString() },
  file: { name: 'story.png', contentType: 'image/png', bytes: PNG_FILE },
});

const campaignUploadForm = () => ({
  fields: { campaignId, description: 'Brief' },
  file: { name: 'brief.txt', contentType: 'text/plain', bytes: TEXT_FILE },
  fileField: 'files',
});

const ROUTES: RouteCase[] = [
  { method: 'get', path: '/health', need: 'public' },
  { method: 'get', path: '/health/live', need: 'public' },
  { method: 'get', path: '/health/ready', need: 'public' },
  {
    method: 'post',
    path: '/customer/auth/signup',
    need: 'public',
    body: () => ({ email: `new-${randomUUID()}@example.com`, password: 'a good password', fullName: 'New' }),
  },
  { method: 'post', path: '/customer/auth/login', need: 'public', body: () => ({ email: ownerEmail, password: 'correct horse battery' }) },
  // Unconfigured here (no GOOGLE_CLIENT_ID): 404 for everyone; the token checks are in google/google.test.ts.
  { method: 'post', path: '/customer/auth/login/google', need: 'public', body: () => ({ token: 'not-a-google-token' }) },
  { method: 'get', path: '/customer/account/me', need: 'account:self' },
  { method: 'get', path: '/customer/account/api-key', need: 'apiKeys:manage' },
  {
    method: 'post',
    path: '/customer/account/api-key',
    need: 'apiKeys:manage',
    after: async (res) => {
      if (res.status === 201) credentials.set('apiKey', { 'X-Api-Key': res.body.apiKey.key as string });
    },
  },
  { method: 'get', path: '/customer/socialProfiles', need: 'profiles:read' },
  { method: 'get', path: '/customer/home', need: 'dashboard:read' },
  {
    method: 'post',
    path: '/customer/socialProfile',
    need: 'profiles:write',
    body: () => ({ platform: 'tiktok', username: `u${randomUUID().slice(0, 8)}` }),
  },
  {
    method: 'get',
    path: '/customer/socialProfile/:id',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/${profileId}`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/:id',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${profileId}`,
    body: () => ({ action: 'updateFavourite', favourite: true }),
    ownedByOrgA: true,
  },
  // Reads and changes of one saved profile (routes.ts, changeRoutes.ts): the fixture profile of the first organisation.
  { method: 'get', path: '/customer/socialProfile/all', need: 'profiles:read' },
  {
    method: 'get',
    path: '/customer/socialProfile/slug/:slug',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/slug/${profileSlug}`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/:id/slug',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${profileId}/slug`,
    body: () => ({ slug: `fixture-${randomUUID().slice(0, 8)}` }),
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) profileSlug = res.body.profile.slug as string;
    },
  },
  {
    method: 'put',
    path: '/customer/socialProfile/:id/info',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${profileId}/info`,
    body: () => ({ action: 'edit', info: { notes: `Notes ${randomUUID().slice(0, 4)}` } }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/connect',
    need: 'profiles:write',
    body: () => ({ profileId, readComments: true }),
    ownedByOrgA: true,
  },
  // Creator connect (connect/routes.ts): the creator's side is public, authorised by the link's token alone (an unknown one is 404).
  { method: 'put', path: '/customer/socialProfile/thirdparty-connect', need: 'public', body: () => ({ token: newToken() }) },
  { method: 'get', path: '/misc/socialProfile/phyllo/:uid', need: 'public', url: () => `/misc/socialProfile/phyllo/${newToken()}` },
  { method: 'put', path: '/customer/socialProfile/disconnect', need: 'profiles:write', body: () => ({ profileId }), ownedByOrgA: true },
  // The public page of a profile by its slug: anyone with the link.
  { method: 'get', path: '/misc/socialProfile/:slug', need: 'public', url: () => `/misc/socialProfile/${profileSlug}` },
  // Content (content/routes.ts) of the sample creator; the public calls by its shared profile's slug.
  { method: 'get', path: '/customer/contents', need: 'profiles:read' },
  {
    method: 'get',
    path: '/customer/content/username',
    need: 'profiles:read',
    url: () => `/customer/content/username?username=${SAMPLE_REPORT_CREATOR.username}&platform=${SAMPLE_REPORT_CREATOR.platform}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/content/all',
    need: 'profiles:read',
    url: () => `/customer/content/all?username=${SAMPLE_REPORT_CREATOR.username}&platform=${SAMPLE_REPORT_CREATOR.platform}`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/content/addToList',
    need: 'profiles:write',
    body: () => ({ contentIds: [contentIds[0]], listNames: ['Content VIP'] }),
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/content/:id',
    need: 'profiles:read',
    url: () => `/customer/content/${contentIds[0]}`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/content/:id',
    need: 'profiles:write',
    url: () => `/customer/content/${contentIds[0]}`,
    body: () => ({ liveTrack: true }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/content/:id/refresh',
    need: 'profiles:write',
    url: () => `/customer/content/${contentIds[0]}/refresh`,
    ownedByOrgA: true,
  },
  {
    method: 'delete',
    path: '/customer/content',
    need: 'profiles:write',
    url: () => `/customer/content?contentId=${contentIds.at(-1)}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) contentIds.pop();
    },
  },
  { method: 'get', path: '/misc/content/username', need: 'public', url: () => `/misc/content/username?slug=${sampleSlug}` },
  { method: 'get', path: '/misc/content/all', need: 'public', url: () => `/misc/content/all?slug=${sampleSlug}` },
  // Stories (content/stories/routes.ts) of the fixture profile.
  { method: 'post', path: '/customer/content/upload-story', need: 'profiles:write', form: storyForm, ownedByOrgA: true },
  {
    method: 'put',
    path: '/customer/content/story',
    need: 'profiles:write',
    body: () => ({ contentId: storyId, views: 20 }),
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/story',
    need: 'profiles:read',
    url: () => `/customer/story?profileIds=${profileId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/socialProfile/stories',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/stories?profileId=${profileId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/resources/stories',
    need: 'profiles:read',
    url: () => `/customer/resources/stories?filter=${encodeURIComponent(JSON.stringify({ profileId }))}`,
    ownedByOrgA: true,
  },
  // Routes that ask the social-data provider (providerRoutes.ts), on the embedded sample.
  {
    method: 'put',
    path: '/customer/socialProfile/:id/enrich',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${sampleProfileId}/enrich`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/:id/collect-contacts',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${sampleProfileId}/collect-contacts`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/socialProfile/:id/related-profiles',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/${sampleProfileId}/related-profiles?limit=3`,
    ownedByOrgA: true,
  },
  // Each organisation may save a creator of the bank once: later callers of the first one get 409.
  {
    method: 'post',
    path: '/customer/socialProfile/profile-bank',
    need: 'profiles:write',
    body: () => ({ profileBankId: profileBankId('tiktok', 'mrbeast') }),
  },
  {
    method: 'post',
    path: '/customer/socialProfile/profile-search',
    need: 'profiles:write',
    body: () => ({ platform: 'instagram', username: 'cristiano' }),
  },
  {
    method: 'post',
    path: '/customer/socialProfile/multi',
    need: 'profiles:write',
    body: () => ({ profiles: [{ platform: 'instagram', username: `m${randomUUID().slice(0, 8)}` }], group: 'Multi saved' }),
  },
  {
    method: 'post',
    path: '/customer/socialProfile/view-report',
    need: 'profiles:write',
    body: () => ({ platform: 'tiktok', username: 'khaby.lame' }),
  },
  // Lists (lists/routes.ts): `Summer` and `VIP` hold the fixture profile; list names are the first organisation's.
  {
    method: 'put',
    path: '/customer/addListItem',
    need: 'profiles:write',
    body: () => ({ items: [profileId], listNames: ['Summer'] }),
    ownedByOrgA: true,
  },
  { method: 'get', path: '/customer/listwithCount', need: 'profiles:read' },
  { method: 'get', path: '/customer/resources/lists', need: 'profiles:read' },
  {
    method: 'get',
    path: '/customer/profile-lists',
    need: 'profiles:read',
    url: () => `/customer/profile-lists?profileId=${profileId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/profile-lists/:id',
    need: 'profiles:read',
    url: () => `/customer/profile-lists/${summerListId}`,
    ownedByOrgA: true,
  },
  { method: 'put', path: '/customer/share-profile-list', need: 'profiles:write', body: () => ({ group: 'Summer' }), ownedByOrgA: true },
  {
    method: 'post',
    path: '/customer/list/enrich-request',
    need: 'profiles:write',
    body: () => ({ listName: 'Summer' }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/addToList',
    need: 'profiles:write',
    body: () => ({ profileId, listNames: ['VIP'] }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/socialProfile/removeFromList',
    need: 'profiles:write',
    body: () => ({ profileId, listName: 'VIP' }),
    ownedByOrgA: true,
    after: restoreVipMembership,
  },
  {
    method: 'put',
    path: '/customer/removeListItem',
    need: 'profiles:write',
    body: () => ({ listName: 'VIP', item: profileId }),
    ownedByOrgA: true,
    after: restoreVipMembership,
  },
  {
    method: 'put',
    path: '/customer/renameListItem',
    need: 'profiles:write',
    body: () => {
      nextListName = `Renamed ${randomUUID().slice(0, 8)}`;
      return { oldListItem: renamedListName, newListItem: nextListName, listName: 'profiles' };
    },
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) renamedListName = nextListName;
    },
  },
  // Shared lists without login, by the share id of `Summer`.
  { method: 'get', path: '/misc/sharedlist/:id', need: 'public', url: () => `/misc/sharedlist/${summerShareId}` },
  { method: 'get', path: '/misc/socialProfile/shared/:id', need: 'public', url: () => `/misc/socialProfile/shared/${summerShareId}` },
  {
    method: 'get',
    path: '/misc/socialProfile/shared/:id/:platform/:username',
    need: 'public',
    url: () => `/misc/socialProfile/shared/${summerShareId}/instagram/fixture`,
  },
  // Custom fields and their categories (customFields/routes.ts).
  { method: 'get', path: '/customer/custom-fields', need: 'profiles:read' },
  {
    method: 'post',
    path: '/customer/field-category',
    need: 'profiles:write',
    body: () => ({ name: `Category ${randomUUID().slice(0, 8)}` }),
  },
  // Another organisation has fewer categories than the indexes: 400 there.
  { method: 'put', path: '/customer/field-category/sort', need: 'profiles:write', body: () => ({ fromIndex: 0, toIndex: 1 }) },
  {
    method: 'delete',
    path: '/customer/field-category/:id',
    need: 'profiles:write',
    url: () => `/customer/field-category/${categoryId}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) await restoreCategory();
    },
  },
  {
    method: 'post',
    path: '/customer/custom-field',
    need: 'profiles:write',
    body: () => ({ name: `Field ${randomUUID().slice(0, 8)}`, type: 'select', options: ['Gold', 'Silver'] }),
  },
  {
    method: 'delete',
    path: '/customer/custom-field/:id',
    need: 'profiles:write',
    url: () => `/customer/custom-field/${fieldId}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) await restoreField();
    },
  },
  // Imports (imports/routes.ts): the legacy path and the regular one, as JSON.
  {
    method: 'post',
    path: '/customer//socialProfil/upload-multi',
    need: 'profiles:write',
    body: () => ({ profiles: ['leomessi'], platform: 'instagram' }),
  },
  {
    method: 'post',
    path: '/customer/socialProfile/upload-multi',
    need: 'profiles:write',
    body: () => ({ profiles: ['cristiano'], platform: 'instagram' }),
  },
  { method: 'get', path: '/customer/socialProfile/upload-multi', need: 'profiles:write' },
  {
    method: 'get',
    path: '/customer/socialProfile/upload-multi/:importId',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/upload-multi/${importId}`,
    ownedByOrgA: true,
  },
  // Attachments (profiles/attachments/routes.ts): a text file on the fixture profile.
  { method: 'post', path: '/customer/socialProfile/attachment', need: 'profiles:write', form: attachmentForm, ownedByOrgA: true },
  {
    method: 'get',
    path: '/customer/socialProfile/:profileId/attachment/:attachmentId',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/${profileId}/attachment/${attachmentId}`,
    ownedByOrgA: true,
  },
  // Audit reports (profiles/auditReports): of the sample creator, whose report really builds.
  {
    method: 'put',
    path: '/customer/socialProfile/auditReport/:id',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/auditReport/${sampleProfileId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/socialProfile/auditReport/:id',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/auditReport/${reportId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/socialProfile/:id/auditReports',
    need: 'profiles:read',
    url: () => `/customer/socialProfile/${sampleProfileId}/auditReports`,
    ownedByOrgA: true,
  },
  { method: 'get', path: '/misc/auditReport/:shareId', need: 'public', url: () => `/misc/auditReport/${reportShareId}` },
  { method: 'get', path: '/misc/sample-report', need: 'public' },
  { method: 'get', path: '/misc/test-report', need: 'public' },
  // After the public read above: revoking ends the fixture report's public link.
  {
    method: 'delete',
    path: '/customer/socialProfile/auditReport/:id/share',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/auditReport/${reportId}/share`,
    ownedByOrgA: true,
  },
  // Campaigns (campaigns/*Routes.ts): the fixture campaign of the first organisation; never a guest's.
  { method: 'post', path: '/customer/campaign', need: 'campaigns:write', body: () => ({ name: `Campaign ${randomUUID().slice(0, 8)}` }) },
  { method: 'get', path: '/customer/campaigns', need: 'campaigns:read' },
  { method: 'get', path: '/customer/resources/campaigns', need: 'campaigns:read' },
  {
    method: 'get',
    path: '/customer/campaign/:id',
    need: 'campaigns:read',
    url: () => `/customer/campaign/${campaignId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/campaign/:id/history',
    need: 'campaigns:read',
    url: () => `/customer/campaign/${campaignId}/history`,
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/campaign/:id',
    need: 'campaigns:write',
    url: () => `/customer/campaign/${campaignId}`,
    body: () => ({ action: 'addActivity', text: `Call ${randomUUID().slice(0, 4)}` }),
    ownedByOrgA: true,
  },
  { method: 'put', path: '/customer/campaign/upload', need: 'campaigns:write', form: campaignUploadForm, ownedByOrgA: true },
  {
    method: 'get',
    path: '/customer/campaign/:id/upload/:uploadId',
    need: 'campaigns:read',
    url: () => `/customer/campaign/${campaignId}/upload/${campaignUploadId}`,
    ownedByOrgA: true,
  },
  // Not a post address: 400 before anything is fetched; another organisation's campaign is 404 before that.
  {
    method: 'put',
    path: '/customer/campaign/addPostFromUrl',
    need: 'campaigns:write',
    body: () => ({ campaignId, url: 'https://example.com/not-a-post' }),
    ownedByOrgA: true,
  },
  { method: 'get', path: '/customer/campaign-settings/emv', need: 'campaigns:read' },
  {
    method: 'put',
    path: '/customer/campaign-settings/emv',
    need: 'organization:manage',
    body: () => ({ currency: 'EUR', values: { instagram: 8.5, tiktok: 6 } }),
  },
  { method: 'get', path: '/misc/campaign/:slug', need: 'public', url: () => `/misc/campaign/${campaignSlug}` },
  {
    method: 'get',
    path: '/misc/shortLink',
    need: 'public',
    url: () => `/misc/shortLink?slug=${campaignSlug}&linkId=${campaignLinkId}`,
    after: async (res) => expect([res.status, res.body.url]).toEqual([200, 'https://shop.example.com/p']),
  },
  // Bitly is not set up here: POST is 404 for whoever may connect it (it counts as let through).
  { method: 'post', path: '/customer/bitly', need: 'organization:manage', body: () => ({ code: 'not-a-bitly-code' }) },
  { method: 'get', path: '/customer/bitly', need: 'campaigns:read' },
  { method: 'delete', path: '/customer/bitly', need: 'organization:manage' },
  // Billing (no Stripe key here: allowed callers get 404 from every Stripe call; the plans answer without it).
  { method: 'get', path: '/customer/billing/plans', need: 'account:self' },
  { method: 'get', path: '/customer/billing', need: 'billing:manage' },
  { method: 'get', path: '/customer/payment-methods', need: 'billing:manage' },
  { method: 'post', path: '/customer/subscribe', need: 'billing:manage', body: () => ({ paymentId: 'pm_card_visa', plan: 'basic' }) },
  { method: 'post', path: '/customer/subscribe/confirm', need: 'billing:manage', body: () => ({ paymentIntent: 'pi_unknown' }) },
  { method: 'delete', path: '/customer/subscribe', need: 'billing:manage' },
  { method: 'put', path: '/customer/subscription/activate-offer', need: 'billing:manage' },
  { method: 'post', path: '/customer/stripe-checkout', need: 'billing:manage', body: () => ({ plan: 'basic' }) },
  { method: 'put', path: '/customer/stripe-checkout/verify', need: 'billing:manage', body: () => ({ sessionId: 'cs_test_unknown' }) },
  { method: 'put', path: '/customer/preview-plan-change', need: 'billing:manage', body: () => ({ plan: 'basic' }) },
  { method: 'put', path: '/customer/subscription/plan', need: 'billing:manage', body: () => ({ plan: 'basic', prorationDate: 1 }) },
  { method: 'post', path: '/customer/stripe/webhook', need: 'public', body: () => ({ id: 'evt_unsigned' }) },
  {
    method: 'delete',
    path: '/customer/campaign/:id',
    need: 'campaigns:write',
    url: () => `/customer/campaign/${campaignId}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) await restoreCampaign();
    },
  },
  {
    method: 'delete',
    path: '/customer/socialProfile',
    need: 'profiles:write',
    url: () => `/customer/socialProfile?profileId=${profileId}`,
    ownedByOrgA: true,
    after: restoreProfile,
  },
  {
    method: 'delete',
    path: '/customer/account/api-key',
    need: 'apiKeys:manage',
    after: async (res) => {
      if (res.status === 200) await restoreApiKey();
    },
  },
  // A link token proves who verifies, so verify-email is public; an unknown token is 404 for everyone.
  { method: 'post', path: '/customer/account/verify-email', need: 'public', body: () => ({ token: newToken() }) },
  { method: 'get', path: '/customer/account/resend-verify-email', need: 'account:self' },
  { method: 'get', path: '/customer/account/verify-status', need: 'account:self' },
  {
    method: 'post',
    path: '/customer/auth/forgot-password',
    need: 'public',
    body: () => ({ method: 'request', email: `nobody-${randomUUID()}@example.com` }),
  },
  // A wrong old password (400) keeps every caller's password and sessions as they are.
  {
    method: 'put',
    path: '/customer/account/changePassword',
    need: 'account:self',
    body: () => ({ oldPassword: 'not the password', newPassword: 'a brand new password', passwordConfirm: 'a brand new password' }),
  },
  // Account and organisation settings (settingsRoutes.ts).
  {
    method: 'put',
    path: '/customer/account/updateUserInfo',
    need: 'account:self',
    body: () => ({ phone: `+43 ${randomUUID().slice(0, 6)}` }),
  },
  { method: 'get', path: '/customer/account/usage', need: 'account:self', url: () => '/customer/account/usage?fields=profiles' },
  { method: 'get', path: '/customer/account/organization', need: 'account:self' },
  { method: 'post', path: '/customer/account/survey', need: 'organization:manage', body: () => ({ data: { teamSize: '2-5' } }) },
  { method: 'put', path: '/customer/account/config', need: 'organization:manage', body: () => ({ userGuide: true }) },
  { method: 'put', path: '/customer/account/status-flags', need: 'account:self', body: () => ({ hideEmptyList: true }) },
  { method: 'put', path: '/customer/country', need: 'organization:manage', body: () => ({ country: 'at' }) },
  { method: 'post', path: '/customer/create-ticket', need: 'account:self', body: () => ({ subject: 'Help', text: 'Please help' }) },
  // Discovery (discovery/routes.ts) over the profile bank. The trial plan has no search export: 423 for
  // whoever may ask (it counts as let through); searching and unlocking spend credits: not for guests.
  {
    method: 'post',
    path: '/customer/discoverProfiles',
    need: 'profiles:write',
    body: () => ({ filter: { platform: 'instagram' }, limit: 1 }),
  },
  { method: 'get', path: '/customer/profileBank', need: 'profiles:read', url: () => '/customer/profileBank?limit=1' },
  { method: 'get', path: '/customer/profileBank/meta', need: 'profiles:read' },
  { method: 'post', path: '/customer/discover/explain', need: 'profiles:read', body: () => ({ filter: { country: ['DE'] } }) },
  {
    method: 'get',
    path: '/customer/discover/lookalikes',
    need: 'profiles:read',
    url: () => `/customer/discover/lookalikes?profileId=${sampleProfileId}&limit=3`,
    ownedByOrgA: true,
  },
  {
    method: 'post',
    path: '/customer/discover/unlockContacts',
    need: 'profiles:write',
    body: () => ({ profileBankIds: [profileBankId('tiktok', 'mrbeast')] }),
  },
  { method: 'post', path: '/customer/account/search-export', need: 'profiles:write', body: () => ({ profileCount: 10 }) },
  {
    method: 'get',
    path: '/customer/account/search-export/:exportId',
    need: 'profiles:write',
    url: () => `/customer/account/search-export/${exportId}`,
    ownedByOrgA: true,
  },
  {
    method: 'get',
    path: '/customer/account/search-export/:exportId/download',
    need: 'profiles:write',
    url: () => `/customer/account/search-export/${exportId}/download`,
    ownedByOrgA: true,
  },
  { method: 'post', path: '/customer/account/request-search-credits', need: 'organization:manage', body: () => ({ reason: 'A campaign' }) },
  // White-label: each caller's organisation sets up its own random domain; DELETE then 404s for later callers.
  {
    method: 'put',
    path: '/customer/account/config-whitelabel',
    need: 'organization:manage',
    body: () => ({ agencyName: 'Roles Agency', domain: `roles-${randomUUID().slice(0, 8)}.example.com` }),
  },
  { method: 'get', path: '/customer/account/whitelabel', need: 'organization:manage' },
  { method: 'get', path: '/customer/account/domain-status', need: 'organization:manage' },
  { method: 'delete', path: '/customer/account/whitelabel', need: 'organization:manage' },
  { method: 'get', path: '/misc/customer/logo', need: 'public', url: () => '/misc/customer/logo?host=roles.example.com' },
  { method: 'get', path: '/misc/blobs/:id', need: 'public', url: () => `/misc/blobs/${randomUUID()}` },
  { method: 'get', path: '/misc/config', need: 'public' },
  { method: 'get', path: '/openapi.json', need: 'public' },
  { method: 'get', path: '/misc/locations', need: 'public', url: () => '/misc/locations?text=wien' },
  { method: 'get', path: '/customer/promoter/:id', need: 'public', url: () => '/customer/promoter/nobody' },
  // Only with DEV_OUTBOX on (set for this test; never in production): the mail outbox.
  { method: 'get', path: '/dev/outbox', need: 'public' },
  // The team (teamRoutes.ts): an invited guest of the first organisation is the target; guests take no plan seat.
  { method: 'get', path: '/customer/account/list', need: 'team:manage' },
  { method: 'get', path: '/customer/resources/team', need: 'team:manage' },
  {
    method: 'post',
    path: '/customer/account/add',
    need: 'team:manage',
    body: () => ({ email: `invited-${randomUUID()}@example.com`, fullName: 'Invited', role: 'guest' }),
  },
  {
    method: 'put',
    path: '/customer/account/:id',
    need: 'team:manage',
    url: () => `/customer/account/${teammateId}`,
    body: () => ({ fullName: `Renamed ${randomUUID().slice(0, 4)}` }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/account/guest/:id',
    need: 'team:manage',
    url: () => `/customer/account/guest/${teammateId}`,
    body: () => ({ shared: { lists: [randomUUID()] } }),
    ownedByOrgA: true,
  },
  {
    method: 'delete',
    path: '/customer/account/:id',
    need: 'team:manage',
    url: () => `/customer/account/${teammateId}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) await restoreTeammate();
    },
  },
  // Invitation links prove who accepts: public; unknown tokens are 404 for everyone.
  { method: 'get', path: '/customer/auth/user/:token', need: 'public', url: () => `/customer/auth/user/${newToken()}` },
  {
    method: 'post',
    path: '/customer/auth/user/activate',
    need: 'public',
    body: () => ({ token: newToken(), fullName: 'Nobody', password: 'a good password' }),
  },
  // Last: it ends each caller's session.
  { method: 'post', path: '/customer/auth/logout', need: 'account:self' },
];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-route-roles-'));
  app = await startTestApp({ env: { PLAN_CATALOGUE, DATA_DIR: dataDir, DEV_OUTBOX: 'true' } });
  const owner = await signUp(app);
  ownerEmail = owner.body.email;
  credentials.set('anonymous', {});
  credentials.set('owner', { 'X-Access-Token': owner.token });
  const otherOrg = await signUp(app);
  otherOrgEmail = otherOrg.body.email;
  credentials.set('otherOrg', { 'X-Access-Token': otherOrg.token });
  await markEmailVerified(app, owner.user._id);
  await markEmailVerified(app, otherOrg.user._id);
  for (const role of ['admin', 'member', 'guest'] as const)
    credentials.set(role, { 'X-Access-Token': await memberWithSession(app, owner.user.orgInfo._id, role) });
  await restoreApiKey();
  await restoreProfile();
  await restoreTeammate();

  sampleProfileId = (await asOwner('post', '/customer/socialProfile', SAMPLE_REPORT_CREATOR)).body.profile._id as string;
  const sample = (await asOwner('get', `/customer/socialProfile/${sampleProfileId}`)).body.profile as { slug: string; shareKey: string };
  sampleSlug = publicProfileAddress(sample.slug, sample.shareKey);
  const sampleContent = await asOwner(
    'get',
    `/customer/content/all?username=${SAMPLE_REPORT_CREATOR.username}&platform=${SAMPLE_REPORT_CREATOR.platform}&limit=100`,
  );
  contentIds = (sampleContent.body.contents as Array<{ _id: string }>).map((c) => c._id);
  const lists = await asOwner('put', '/customer/addListItem', { items: [profileId], listNames: ['Summer', 'VIP', renamedListName] });
  summerListId = (lists.body.lists as Array<{ _id: string; name: string }>).find((l) => l.name === 'Summer')!._id;
  summerShareId = (await asOwner('put', '/customer/share-profile-list', { group: 'Summer' })).body.shareId as string;
  await restoreCategory();
  await restoreCategory();
  await restoreField();
  importId = (await asOwner('post', '/customer/socialProfile/upload-multi', { profiles: ['kyliejenner'], platform: 'instagram' })).body
    .import._id as string;
  const { fields, file } = attachmentForm();
  const uploaded = await app.http
    .post('/api/v1/customer/socialProfile/attachment')
    .set(credentials.get('owner') ?? {})
    .field(fields)
    .attach('file', file.bytes, { filename: file.name, contentType: file.contentType });
  if (uploaded.status !== 201) throw new Error(`fixture attachment failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  attachmentId = uploaded.body.attachment.attachmentId as string;
  const story = storyForm();
  const storyUploaded = await app.http
    .post('/api/v1/customer/content/upload-story')
    .set(credentials.get('owner') ?? {})
    .field(story.fields)
    .attach('file', story.file.bytes, { filename: story.file.name, contentType: story.file.contentType });
  if (storyUploaded.status !== 201) throw new Error(`fixture story failed: ${storyUploaded.status} ${JSON.stringify(storyUploaded.body)}`);
  storyId = storyUploaded.body.story._id as string;
  await restoreCampaign();
  await changePlan(app.scout.ctx, owner.user.orgInfo._id, 'exporter');
  exportId = (await asOwner('post', '/customer/account/search-export', { profileCount: 5 })).body.exportId as string;
  await eventually('the fixture search export to finish', async () => {
    const res = await asOwner('get', `/customer/account/search-export/${exportId}`);
    return res.body.status === 'running' ? undefined : true;
  });
  await changePlan(app.scout.ctx, owner.user.orgInfo._id, 'free');
  campaignLinkId = (await asOwner('put', `/customer/campaign/${campaignId}`, { action: 'addLink', url: 'https://shop.example.com/p' })).body
    .campaign.links[0].linkId as string;
  campaignSlug = (await asOwner('put', `/customer/campaign/${campaignId}`, { action: 'generatePublicUrl' })).body.campaign
    .publicSlug as string;
  reportId = (await asOwner('put', `/customer/socialProfile/auditReport/${sampleProfileId}`)).body.report._id as string;
  reportShareId = await eventually('the fixture audit report to be ready', async () => {
    const res = await asOwner('get', `/customer/socialProfile/auditReport/${reportId}`);
    if (res.body.report.status === 'failed') throw new Error(`fixture audit report failed: ${JSON.stringify(res.body.report)}`);
    return res.body.report.status === 'ready' ? (res.body.report.shareId as string) : undefined;
  });
});
/** The imports and audit reports the callers started, finished, so that no job still runs as the app closes. */
async function jobsSettled(): Promise<void> {
  // The last row logged every session out: log in again.
  const sessions: Record<string, string>[] = [];
  for (const email of [ownerEmail, otherOrgEmail]) {
    const login = await app.http.post('/api/v1/customer/auth/login').send({ email, password: 'correct horse battery' });
    if (login.status !== 200) throw new Error(`login after the run failed: ${login.status} ${JSON.stringify(login.body)}`);
    sessions.push({ 'X-Access-Token': login.body.token as string });
  }
  await eventually('the imports and audit reports to finish', async () => {
    for (const session of sessions) {
      const imports = await app.http.get('/api/v1/customer/socialProfile/upload-multi?limit=50').set(session);
      if ((imports.body.imports as Array<{ status: string }>).some((i) => i.status === 'running')) return undefined;
    }
    const reports = await app.http.get(`/api/v1/customer/socialProfile/${sampleProfileId}/auditReports`).set(sessions[0]!);
    return (reports.body.reports as Array<{ status: string }>).every((r) => r.status === 'ready' || r.status === 'failed')
      ? true
      : undefined;
  });
}

afterAll(async () => {
  await jobsSettled();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function expectedFor(route: RouteCase, caller: Caller): 'allowed' | 401 | 403 | 404 {
  if (route.need === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (caller === 'otherOrg') return route.ownedByOrgA ? 404 : can('owner', route.need) ? 'allowed' : 403;
  return can(caller, route.need) ? 'allowed' : 403;
}

describe('routes × roles', () => {
  it('covers every route the API mounts', () => {
    const router = express.Router();
    mountScoutApi(router, app.scout.ctx, { pool: app.pool, projections: app.scout.runner });
    const mounted = router.stack
      .flatMap((layer) => {
        const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
        return route ? Object.keys(route.methods).map((m) => `${m} ${route.path}`) : [];
      })
      .sort();
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(mounted);
  });

  it('lets through exactly whom the permission table names, and never another organisation', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of ROUTES) {
      for (const caller of CALLERS) {
        const url = `/api/v1${route.url ? route.url() : route.path}`;
        let request = app.http[route.method](url).set(credentials.get(caller) ?? {});
        if (route.body) request = request.send(route.body());
        if (route.form) {
          const { fields, file, fileField } = route.form();
          request = request.field(fields).attach(fileField ?? 'file', file.bytes, { filename: file.name, contentType: file.contentType });
        }
        const res = await request;
        await route.after?.(res);
        const want = expectedFor(route, caller);
        const got = want === 'allowed' ? (res.status === 401 || res.status === 403 ? res.status : 'allowed') : res.status;
        outcomes.push(`${route.method} ${route.path} as ${caller}: ${String(got)}`);
        expected.push(`${route.method} ${route.path} as ${caller}: ${String(want)}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // Every route as every caller, one after the other: more than the default limit on a busy machine.
  }, 180_000);
});
