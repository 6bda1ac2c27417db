import { expect } from '@jest/globals';
import { campaignStream } from '@scout/contracts/platform/streams';
import { saveProfile, type TestApp } from './app';

/** A trial plan with campaigns' UGC and no limit on saved profiles. */
export const UGC_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 'Infinity', members: 3, searchCount: 20, reports: 2 }, features: { ugcCampaigns: true } },
});

/** The campaign write API as one session calls it. */
export function campaignApi(app: TestApp, token: string) {
  const base = '/api/v1/customer/campaign';
  return {
    create: (body: object) => app.http.post(base).set('X-Access-Token', token).send(body),
    act: (id: string, body: object) => app.http.put(`${base}/${id}`).set('X-Access-Token', token).send(body),
    remove: (id: string) => app.http.delete(`${base}/${id}`).set('X-Access-Token', token),
    addPostFromUrl: (body: object) => app.http.put(`${base}/addPostFromUrl`).set('X-Access-Token', token).send(body),
    upload: () => app.http.put(`${base}/upload`).set('X-Access-Token', token),
    /** Creates a campaign and answers it. */
    async created(body: object = { name: 'Summer drop' }) {
      const res = await app.http.post(base).set('X-Access-Token', token).send(body);
      expect(res.status).toBe(201);
      return res.body.campaign as { _id: string } & Record<string, unknown>;
    },
    /** Saves a creator and adds it to the campaign; answers its influencer id. */
    async influencer(campaignId: string, username: string) {
      const profile = await saveProfile(app, token, 'instagram', username);
      const res = await app.http
        .put(`${base}/${campaignId}`)
        .set('X-Access-Token', token)
        .send({ action: 'addProfile', profileIds: [profile._id] });
      expect(res.status).toBe(200);
      return profile._id;
    },
  };
}

export const eventCount = async (app: TestApp, campaignId: string) =>
  (await app.scout.ctx.eventStore.readStream(campaignStream(campaignId))).length;
