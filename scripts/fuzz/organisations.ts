import { randomUUID } from 'node:crypto';
import type { Scout } from '@scout/backend/app';
import { hashToken, newToken } from '@scout/backend/accounts/tokens';
import { SAMPLE_REPORT_CREATOR } from '@scout/backend/profiles/auditReports/publicRoutes';
import { markEmailVerified, memberWithSession } from '../../tests/support/accounts';
import { knowCreators } from '../../tests/support/knownCreators';
import { call } from './client';

export const FUZZ_PASSWORD = 'correct horse battery';

export type CallerName = 'owner' | 'member' | 'guest' | 'apiKey' | 'anonymous' | 'otherOrg';

/** An organisation the fuzzer made through the API, with its callers and what it holds. */
export interface Organisation {
  label: string;
  orgId: string;
  ownerId: string;
  headers: Map<CallerName, Record<string, string>>;
  /** Ids of its documents (profiles, lists, campaign, fields, members, content…). */
  ids: string[];
  /** Public handles of its shared things (slugs, share ids): not secret, but its own. */
  handles: string[];
  /** A word in every name it gave (organisation, owner, profile, campaign, fields): seen by another organisation, it is a leak. */
  marker: string;
}

/** A fresh session of an existing user, written as the login event (the fuzzer may have changed the password or logged out). */
export async function newSession(scout: Scout, userId: string, orgId: string, role: string): Promise<string> {
  const token = newToken();
  const now = scout.ctx.clock();
  const at = now.toISOString();
  const { position } = await scout.ctx.eventStore.append(
    `user-${userId}`,
    [
      {
        id: randomUUID(),
        type: 'UserLoggedIn',
        data: {
          sessionId: randomUUID(),
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
          loggedInAt: at,
        },
        metadata: { orgId, actor: { userId, role, via: 'system' }, correlationId: 'fuzz', causationId: null, occurredAt: at },
      },
    ],
    { expectedRevision: 'any' },
  );
  await scout.runner.waitFor(position, 10_000);
  return token;
}

/** Runs a set-up step; one that fails is reported and skipped, so a broken route cannot stop the fuzzer. */
async function step<T>(what: string, run: () => Promise<T>, log: (line: string) => void): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    log(`set-up step skipped (${what}): ${(error as Error).message}`);
    return null;
  }
}

/**
 * Signs an owner up through the API, adds a member, a guest and an API key, and sample data made
 * through the API: saved profiles, lists (one shared), a campaign with a link and a public page,
 * a field category and a custom field, an invited teammate.
 */
export async function setUpOrganisation(scout: Scout, origin: string, label: string, log: (line: string) => void): Promise<Organisation> {
  const marker = `zq${label.toLowerCase()}${Date.now().toString(36)}`;
  const email = `fuzz-${marker}@example.com`;
  const signup = await call(
    origin,
    'post',
    '/customer/auth/signup',
    {},
    { email, password: FUZZ_PASSWORD, fullName: `Owner ${marker}`, orgName: `Fuzz ${marker}` },
  );
  const ownerId = signup.user._id as string;
  const orgId = signup.user.orgInfo._id as string;
  await markEmailVerified({ scout }, ownerId);
  const owner = { 'X-Access-Token': signup.token as string };
  const headers = new Map<CallerName, Record<string, string>>([
    ['owner', owner],
    ['member', { 'X-Access-Token': await memberWithSession({ scout }, orgId, 'member') }],
    ['guest', { 'X-Access-Token': await memberWithSession({ scout }, orgId, 'guest') }],
    ['anonymous', {}],
  ]);
  const key = await call(origin, 'post', '/customer/account/api-key', owner);
  headers.set('apiKey', { 'X-Api-Key': key.apiKey.key as string });

  const ids: string[] = [];
  const handles: string[] = [];
  const keep = (...values: unknown[]) => ids.push(...values.filter((v): v is string => typeof v === 'string'));
  const as = (method: string, path: string, json?: unknown) => call(origin, method, path, owner, json);

  const sample = await step('save the sample creator', () => as('post', '/customer/socialProfile', SAMPLE_REPORT_CREATOR), log);
  knowCreators({ scout }, { platform: 'instagram', username: marker });
  const fixture = await step(
    'save a profile',
    () => as('post', '/customer/socialProfile', { platform: 'instagram', username: marker }),
    log,
  );
  const profileIds = [sample?.profile?._id, fixture?.profile?._id].filter((v): v is string => typeof v === 'string');
  keep(...profileIds);
  handles.push(...[sample?.profile?.slug, fixture?.profile?.slug].filter((v): v is string => typeof v === 'string'));
  const lists = await step(
    'make lists',
    () => as('put', '/customer/addListItem', { items: profileIds, listNames: ['Summer', 'VIP'] }),
    log,
  );
  keep(...((lists?.lists ?? []) as Array<{ _id: string }>).map((l) => l._id));
  const share = await step('share a list', () => as('put', '/customer/share-profile-list', { group: 'Summer' }), log);
  if (typeof share?.shareId === 'string') handles.push(share.shareId);
  const contents = await step(
    'read content',
    () => as('get', `/customer/content/all?username=${SAMPLE_REPORT_CREATOR.username}&platform=${SAMPLE_REPORT_CREATOR.platform}&limit=5`),
    log,
  );
  keep(...((contents?.contents ?? []) as Array<{ _id: string }>).map((c) => c._id));
  const campaign = await step(
    'make a campaign',
    () => as('post', '/customer/campaign', { name: `Campaign ${marker}`, currency: 'EUR' }),
    log,
  );
  const campaignId = campaign?.campaign?._id as string | undefined;
  if (campaignId) {
    keep(campaignId);
    const linked = await step(
      'add a campaign link',
      () => as('put', `/customer/campaign/${campaignId}`, { action: 'addLink', url: 'https://shop.example.com/p' }),
      log,
    );
    keep(...((linked?.campaign?.links ?? []) as Array<{ linkId: string }>).map((l) => l.linkId));
    if (profileIds[0]) {
      const added = await step(
        'add a profile to the campaign',
        () => as('put', `/customer/campaign/${campaignId}`, { action: 'addProfile', profileIds: [profileIds[0]] }),
        log,
      );
      keep(...((added?.campaign?.influencers ?? []) as Array<{ influencerId: string }>).map((i) => i.influencerId));
    }
    const published = await step(
      'share the campaign',
      () => as('put', `/customer/campaign/${campaignId}`, { action: 'generatePublicUrl' }),
      log,
    );
    if (typeof published?.campaign?.publicSlug === 'string') handles.push(published.campaign.publicSlug);
  }
  const category = await step('make a field category', () => as('post', '/customer/field-category', { name: `Category ${marker}` }), log);
  keep(category?.category?._id);
  const field = await step(
    'make a custom field',
    () => as('post', '/customer/custom-field', { name: `Field ${marker}`, type: 'select', options: ['Yes', 'No'] }),
    log,
  );
  keep(field?.field?._id);
  const teammate = await step(
    'invite a teammate',
    () => as('post', '/customer/account/add', { email: `teammate-${marker}@example.com`, fullName: `Teammate ${marker}`, role: 'guest' }),
    log,
  );
  keep(teammate?.member?._id);
  return { label, orgId, ownerId, headers, ids, handles, marker };
}

/** The caller's headers again after the fuzzer ended its session (logout, removal, password change, key revoked). */
export async function renewCaller(scout: Scout, origin: string, org: Organisation, caller: CallerName): Promise<void> {
  if (caller === 'owner' || caller === 'otherOrg') {
    org.headers.set('owner', { 'X-Access-Token': await newSession(scout, org.ownerId, org.orgId, 'owner') });
  } else if (caller === 'member' || caller === 'guest') {
    org.headers.set(caller, { 'X-Access-Token': await memberWithSession({ scout }, org.orgId, caller) });
  } else if (caller === 'apiKey') {
    const key = await call(origin, 'post', '/customer/account/api-key', org.headers.get('owner') ?? {});
    org.headers.set('apiKey', { 'X-Api-Key': key.apiKey.key as string });
  }
}
