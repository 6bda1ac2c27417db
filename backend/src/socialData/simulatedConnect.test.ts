import { describe, expect, it } from '@jest/globals';
import { EmbeddedSocialData } from './embedded';
import { simulatedMetrics } from './simulatedConnect';

const sample = EmbeddedSocialData.fromSample();
const withViews = sample.creators.find((c) => c.recentPosts.some((p) => p.views !== null))!;

describe('creator connect on the embedded provider (simulated)', () => {
  it('walks the flow without a network: a user per profile, the simulated consent, an account of that user only', async () => {
    const subject = {
      externalId: '0b8f5a52-3c1d-4e2f-9a7b-6c5d4e3f2a1b',
      platform: withViews.platform,
      username: withViews.username,
      name: withViews.username,
    };
    const user = await sample.createConnectUser(subject);
    expect(user.simulated).toBe(true);
    expect(await sample.createConnectUser(subject)).toEqual(user);
    expect(await sample.createConnectToken(user.userId, subject)).toEqual({ kind: 'simulated' });
    expect(await sample.connectedAccount('someone-else', subject)).toBeNull();
    const account = await sample.connectedAccount(user.userId, subject);
    expect(account).toMatchObject({ platform: withViews.platform, username: withViews.username, simulated: true });
    expect(await sample.privateMetrics(account!, subject)).toEqual(simulatedMetrics(withViews));
  });

  it('derives the metrics from public data only, deterministically: 0.8 × mean views of the posts the data source gives, 1.35 × that', () => {
    const views = withViews.recentPosts.map((p) => p.views).filter((v): v is number => v !== null);
    const reach = Math.round((views.reduce((a, b) => a + b, 0) / views.length) * 0.8);
    expect(simulatedMetrics(withViews)).toEqual({
      followers: withViews.statistics.followers,
      reach,
      impressions: Math.round(reach * 1.35),
      postsConsidered: views.length,
      audience: null,
    });
    expect(simulatedMetrics(null)).toEqual({ followers: null, reach: null, impressions: null, postsConsidered: 0, audience: null });
  });
});
