import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { updateCampaignRequestSchema } from '@scout/contracts/campaigns';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { campaignApi, eventCount, UGC_CATALOGUE } from '../../../tests/support/campaignApi';

let app: TestApp;
let owner: ReturnType<typeof campaignApi>;
let stranger: ReturnType<typeof campaignApi>;
let strangerToken: string;
let campaign: Record<string, any>;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UGC_CATALOGUE } });
  const a = await signUp(app);
  const b = await signUp(app);
  owner = campaignApi(app, a.token);
  strangerToken = b.token;
  stranger = campaignApi(app, b.token);

  const { _id } = await owner.created();
  const anna = await owner.influencer(_id, 'anna.tenant');
  for (const body of [
    { action: 'addPost', influencerId: anna, url: 'https://www.instagram.com/p/t1/', platform: 'instagram' },
    { action: 'addStory', influencerId: anna, publishedAt: '2026-11-20T10:00:00Z' },
    { action: 'addActivity', text: 'Kick-off' },
    { action: 'addLink', url: 'https://shop.example.com/t' },
    { action: 'addList', name: 'Wave', influencerIds: [anna] },
    { action: 'addPayment', influencerId: anna, amountCents: 10000, currency: 'EUR' },
    { action: 'updateUGCContent', username: 'fan', platform: 'tiktok', url: 'https://www.tiktok.com/@fan/video/1' },
  ]) {
    expect((await owner.act(_id, body)).status).toBe(200);
  }
  campaign = (await owner.act(_id, { action: 'generatePublicUrl' })).body.campaign;
});
afterAll(async () => app.close());

/** A valid body of every action, naming the owner's own ids. */
function everyAction(): Record<string, object> {
  const c = campaign;
  const influencerId = c.influencers[0].influencerId;
  return {
    addProfile: { profileIds: [influencerId] },
    removeProfile: { influencerId },
    updateCampaign: { changes: { name: 'Taken over' } },
    updateInfluencer: { influencerId, changes: { status: 'declined' } },
    updateStatus: { status: 'active' },
    removePost: { postId: c.posts[0].postId },
    removeUGCContent: { contentId: c.ugcContents[0].contentId },
    removeUGCUser: { username: 'fan', platform: 'tiktok' },
    addActivity: { text: 'Hello' },
    removeActivity: { activityId: c.activities[0].activityId },
    addPost: { url: 'https://www.instagram.com/p/t2/', platform: 'instagram' },
    editPost: { postId: c.posts[0].postId, changes: { likes: 1 } },
    addStory: { influencerId, publishedAt: '2026-11-21T10:00:00Z' },
    removeStory: { storyId: c.stories[0].storyId },
    generatePublicUrl: {},
    removeUploads: { uploadIds: [c.posts[0].postId] },
    addLink: { url: 'https://evil.example.com/' },
    removeLink: { linkId: c.links[0].linkId },
    addList: { name: 'Mine' },
    renameList: { listId: c.lists[0].listId, name: 'Mine' },
    removeList: { listId: c.lists[0].listId },
    collectLinkData: {},
    updateShareStatus: { disableShare: true },
    addPayment: { influencerId, amountCents: 100, currency: 'EUR' },
    editPayment: { paymentId: c.payments[0].paymentId, changes: { status: 'cancelled' } },
    removePayment: { paymentId: c.payments[0].paymentId },
    updateUGCContent: {
      contentId: c.ugcContents[0].contentId,
      username: 'fan',
      platform: 'tiktok',
      url: 'https://www.tiktok.com/@fan/video/1',
      status: 'rejected',
    },
  };
}

describe('another organisation', () => {
  it('the bodies below cover every action of the contract', () => {
    const actions = updateCampaignRequestSchema.options.map((o) => o.shape.action.value).sort();
    expect(Object.keys(everyAction()).sort()).toEqual(actions);
    expect(actions).toHaveLength(27);
  });

  it('gets 404 on every action of PUT /customer/campaign/{id}, and nothing is stored', async () => {
    const before = await eventCount(app, campaign._id);
    for (const [action, body] of Object.entries(everyAction())) {
      const res = await stranger.act(campaign._id, { action, ...body });
      expect({ action, status: res.status, name: res.body.name }).toEqual({ action, status: 404, name: 'NotFound' });
    }
    expect(await eventCount(app, campaign._id)).toBe(before);
  });

  it('gets 404 on DELETE, the upload and addPostFromUrl, and nothing is stored', async () => {
    const before = await eventCount(app, campaign._id);
    expect((await stranger.remove(campaign._id)).status).toBe(404);
    const upload = await stranger.upload().field('campaignId', campaign._id).attach('files', Buffer.from('hello'), 'note.txt');
    expect(upload.status).toBe(404);
    const fromUrl = await stranger.addPostFromUrl({ campaignId: campaign._id, url: 'https://www.instagram.com/p/t3/', liveTrack: true });
    expect(fromUrl.status).toBe(404);
    expect(await eventCount(app, campaign._id)).toBe(before);
    expect((await app.http.get(`/api/v1/customer/campaign/${campaign._id}`).set('X-Access-Token', strangerToken)).status).toBe(404);
  });

  it('leaves the owner’s campaign as it was', async () => {
    const res = await app.http.put(`/api/v1/customer/campaign/${campaign._id}`).send({ action: 'addActivity', text: 'anonymous' });
    expect(res.status).toBe(401);
    const now = (await owner.act(campaign._id, { action: 'updateShareStatus', disableShare: false })).body.campaign;
    expect(now).toMatchObject({ name: 'Summer drop', status: 'draft', disableShare: false, publicSlug: campaign.publicSlug });
    expect(now.posts).toHaveLength(1);
    expect(now.payments).toHaveLength(1);
  });
});
