import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { campaignApi, eventCount } from '../../../tests/support/campaignApi';

let app: TestApp;
let api: ReturnType<typeof campaignApi>;

/** Scout's own catalogue: the trial plan has no UGC campaigns. */
beforeAll(async () => {
  app = await startTestApp();
  api = campaignApi(app, (await signUp(app)).token);
});
afterAll(async () => app.close());

describe('UGC actions without the plan feature', () => {
  it('answer 423 PlanLimit with field ugcCampaigns and store nothing; other actions work', async () => {
    const { _id } = await api.created();
    const before = await eventCount(app, _id);
    const contentId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
    for (const body of [
      { action: 'updateUGCContent', username: 'fan', platform: 'tiktok', url: 'https://www.tiktok.com/@fan/video/1' },
      { action: 'removeUGCContent', contentId },
      { action: 'removeUGCUser', username: 'fan', platform: 'tiktok' },
    ]) {
      const res = await api.act(_id, body);
      expect(res.status).toBe(423);
      expect(res.body).toMatchObject({ name: 'PlanLimit', field: 'ugcCampaigns' });
    }
    expect(await eventCount(app, _id)).toBe(before);
    expect((await api.act(_id, { action: 'addActivity', text: 'Fine' })).status).toBe(200);
  });

  it('another organisation still gets 404 first', async () => {
    const { _id } = await api.created();
    const stranger = campaignApi(app, (await signUp(app)).token);
    expect((await stranger.act(_id, { action: 'removeUGCUser', username: 'fan', platform: 'tiktok' })).status).toBe(404);
  });
});
