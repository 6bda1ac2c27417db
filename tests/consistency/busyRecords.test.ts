import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { organizationStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { TEXT_FILE } from '../../backend/src/profiles/attachments/testFiles';
import { markEmailVerified } from '../support/accounts';
import { saveProfile, signUp, startTestApp, type TestApp } from '../support/app';
import { campaignApi } from '../support/campaignApi';
import { readModelsCaughtUp } from '../support/readModels';

/**
 * Independent commands on one busy stream all succeed when they run at the same time: the loser of
 * a race for the stream's revision decides again (issue 25, "busy records refuse work"). Where the
 * decision does change (the month's searches spent), the refused ones answer 423 and the count
 * holds exactly.
 */
const SEARCH_LIMIT = 36;
const PLAN_CATALOGUE = JSON.stringify({
  free: {
    paid: false,
    limits: { profiles: 'Infinity', members: 3, searchCount: SEARCH_LIMIT, reports: 2 },
    features: { ugcCampaigns: true },
  },
});

let app: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE } });
  const { token: t, user } = await signUp(app);
  token = t;
  orgId = user.orgInfo._id;
  await markEmailVerified(app, user._id, orgId);
});
afterAll(async () => app.close());

const times = <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (answers: ReadonlyArray<{ status: number }>) => answers.map((a) => a.status).sort();
/** The answers other than `status`, with their bodies, to show what refused. */
const other = (answers: ReadonlyArray<{ status: number; body: unknown }>, status: number) =>
  answers.filter((a) => a.status !== status).map((a) => [a.status, a.body]);

describe('parallel commands on one stream', () => {
  it('8 parallel activities on one saved profile: 8 × 200 and 8 activities kept', async () => {
    const { _id } = await saveProfile(app, token, 'instagram', 'busytimeline');
    const answers = await times(8, (i) =>
      app.http
        .put(`/api/v1/customer/socialProfile/${_id}`)
        .set('X-Access-Token', token)
        .send({ action: 'addActivity', text: `Call ${i}` }),
    );
    expect(other(answers, 200)).toEqual([]);
    const stored = await app.scout.ctx.eventStore.readStream(savedProfileStream(_id));
    expect(stored.filter((e) => e.type === 'ProfileActivityAdded')).toHaveLength(8);
    const { body } = await app.http.get(`/api/v1/customer/socialProfile/${_id}`).set('X-Access-Token', token);
    expect((body.profile.activities as Array<{ text: string }>).map((a) => a.text).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `Call ${i}`).sort(),
    );
  });

  it("30 parallel discover searches within the month's limit all answer and count 30; past it the extra ones get 423 and the count stops at the limit", async () => {
    const search = () =>
      app.http
        .post('/api/v1/customer/discoverProfiles')
        .set('X-Access-Token', token)
        .send({ filter: { platform: 'instagram' }, limit: 5 });
    const searchCount = async () => {
      await readModelsCaughtUp(app);
      const res = await app.http.get('/api/v1/customer/account/usage?fields=searchCount').set('X-Access-Token', token);
      return res.body.usage.searchCount as number;
    };
    const recorded = async () =>
      (await app.scout.ctx.eventStore.readStream(organizationStream(orgId))).filter(
        (e) => e.type === 'UsageRecorded' && (e.data as { field: string }).field === 'searchCount',
      ).length;

    const within = await times(30, search);
    expect(other(within, 200)).toEqual([]);
    expect(await searchCount()).toBe(30);
    expect(await recorded()).toBe(30);

    const past = await times(12, search);
    const left = SEARCH_LIMIT - 30;
    expect(statuses(past)).toEqual([...Array(left).fill(200), ...Array(12 - left).fill(423)]);
    for (const refused of past.filter((a) => a.status === 423))
      expect(refused.body).toMatchObject({ name: 'PlanLimit', field: 'searchCount' });
    expect(await searchCount()).toBe(SEARCH_LIMIT);
    expect(await recorded()).toBe(SEARCH_LIMIT);
  });

  it('30 parallel uploads to one campaign: all 201 and every file kept on the campaign', async () => {
    const api = campaignApi(app, token);
    const { _id } = await api.created({ name: 'Busy uploads' });
    const answers = await times(30, (i) =>
      api
        .upload()
        .field('campaignId', _id)
        .attach('files', Buffer.concat([TEXT_FILE, Buffer.from(`Upload ${i}\n`)]), `brief-${i}.txt`),
    );
    expect(other(answers, 201)).toEqual([]);
    const { body } = await app.http.get(`/api/v1/customer/campaign/${_id}`).set('X-Access-Token', token);
    const names = (body.campaign.uploads as Array<{ fileName: string }>).map((u) => u.fileName).sort();
    expect(names).toEqual(Array.from({ length: 30 }, (_, i) => `brief-${i}.txt`).sort());
  });
});
