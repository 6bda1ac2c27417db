import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEvent } from '@scout/contracts/events';
import type { CampaignEvent } from '@scout/contracts/campaigns';
import { campaignStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { fold } from '@scout/platform/decider';
import { campaignDecider } from './campaign';
import { campaignApi, UGC_CATALOGUE } from '../../../tests/support/campaignApi';

let app: TestApp;
let api: ReturnType<typeof campaignApi>;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UGC_CATALOGUE } });
  ({ token } = await signUp(app));
  api = campaignApi(app, token);
});
afterAll(async () => app.close());

const storedState = async (campaignId: string) => {
  const recorded = await app.scout.ctx.eventStore.readStream(campaignStream(campaignId));
  return fold(
    campaignDecider,
    recorded.map((e) => parseEvent(e.type, e.data) as CampaignEvent),
  );
};

describe('50 concurrent commands on one campaign', () => {
  it('each succeeds or fails cleanly, and the campaign equals a replay of its stored events', async () => {
    const { _id } = await api.created({ name: 'Busy', budgetCents: 10000 });
    const anna = await api.influencer(_id, 'anna.busy');

    const bodies: object[] = [
      ...Array.from({ length: 30 }, (_, i) => ({ action: 'addActivity', text: `Note ${i}` })),
      ...Array.from({ length: 10 }, (_, i) => ({ action: 'addPayment', influencerId: anna, amountCents: (i + 1) * 100, currency: 'EUR' })),
      ...Array.from({ length: 4 }, (_, i) => ({ action: 'updateCampaign', changes: { description: `Version ${i}` } })),
      ...['active', 'paused', 'active', 'completed'].map((status) => ({ action: 'updateStatus', status })),
      { action: 'addLink', url: 'https://shop.example.com/busy' },
      { action: 'generatePublicUrl' },
    ];
    expect(bodies).toHaveLength(50);
    const answers = await Promise.all(bodies.map((body) => api.act(_id, body)));

    for (const [index, res] of answers.entries()) {
      const clean =
        res.status === 200 ||
        (res.status >= 400 && res.status < 500 && typeof res.body.name === 'string' && typeof res.body.message === 'string');
      expect({ index, status: res.status, clean }).toEqual({ index, status: res.status, clean: true });
    }
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);

    const state = await storedState(_id);
    if (state.lifecycle !== 'live') throw new Error('the campaign should be live');
    const succeeded = (action: string) =>
      answers.filter((r, i) => r.status === 200 && (bodies[i] as { action: string }).action === action).length;
    // Every answered 200 is in the stream, and nothing refused is.
    expect(Object.keys(state.activities)).toHaveLength(succeeded('addActivity'));
    expect(Object.keys(state.payments)).toHaveLength(succeeded('addPayment'));
    expect(Object.keys(state.links)).toHaveLength(succeeded('addLink'));

    const { body } = await app.http.get(`/api/v1/customer/campaign/${_id}`).set('X-Access-Token', token);
    const view = body.campaign;
    expect(view.status).toBe(state.status);
    expect(view.description).toBe(state.details.description);
    expect(view.publicSlug).toBe(state.publicSlug);
    expect(view.activities.map((a: { activityId: string }) => a.activityId).sort()).toEqual(Object.keys(state.activities).sort());
    expect(view.payments.map((p: { paymentId: string; amountCents: number }) => [p.paymentId, p.amountCents]).sort()).toEqual(
      Object.entries(state.payments)
        .map(([paymentId, p]) => [paymentId, p.amountCents])
        .sort(),
    );
    expect(view.links.map((l: { linkId: string }) => l.linkId)).toEqual(Object.keys(state.links));
    expect(view.influencers.map((i: { influencerId: string }) => i.influencerId)).toEqual(Object.keys(state.influencers));
  });
});
