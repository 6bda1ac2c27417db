import { describe, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { campaignDecider } from './campaign';
import {
  campaignId,
  cmd,
  contentId,
  created,
  influencerAdded,
  influencerId,
  linkAdded,
  linkId,
  listAdded,
  listId,
  now,
  otherInfluencerId,
  payment,
  paymentAdded,
  paymentId,
  post,
  postAdded,
  postId,
  ugc,
  ugcAdded,
  unknownId,
  upload,
  uploadId,
  uploadsAdded,
} from './testCampaign';

const spec = deciderSpec(campaignDecider);
const withInfluencer = [created, influencerAdded()];

describe('campaign decider: posts and stories', () => {
  it('Given an influencer, When AddPost, Then CampaignPostAdded (manual); AddPostFromUrl: source url', () => {
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddPost', postId, post, enableTracking: false }))
      .then([postAdded]);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddPostFromUrl', postId, post, enableTracking: true }))
      .then([{ type: 'CampaignPostAdded', data: { campaignId, postId, post, enableTracking: true, source: 'url', addedAt: now } }]);
  });

  it('Given a campaign, When AddPost without an influencer, Then it is added; for an influencer not in the campaign: NotFound', () => {
    const unassigned = { ...post, influencerId: null };
    spec
      .given([created])
      .when(cmd({ type: 'AddPost', postId, post: unassigned, enableTracking: false }))
      .then([
        {
          type: 'CampaignPostAdded',
          data: { campaignId, postId, post: unassigned, enableTracking: false, source: 'manual', addedAt: now },
        },
      ]);
    spec
      .given([created])
      .when(cmd({ type: 'AddPost', postId, post, enableTracking: false }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given a post, When AddPost with its URL again, Then Conflict', () => {
    spec
      .given([...withInfluencer, postAdded])
      .when(cmd({ type: 'AddPostFromUrl', postId: unknownId, post, enableTracking: false }))
      .thenThrows(ConflictError);
  });

  it('Given a post, When EditPost, Then CampaignPostEdited with what changed; the same values: nothing', () => {
    spec
      .given([...withInfluencer, postAdded])
      .when(cmd({ type: 'EditPost', postId, changes: { likes: 10, views: 500, enableTracking: true } }))
      .then([{ type: 'CampaignPostEdited', data: { campaignId, postId, changes: { views: 500, enableTracking: true }, editedAt: now } }]);
    spec
      .given([...withInfluencer, postAdded])
      .when(cmd({ type: 'EditPost', postId, changes: { likes: 10 } }))
      .then([]);
  });

  it('Given a post, When EditPost of an unknown post, to an unknown influencer or to another post’s URL, Then NotFound / Conflict', () => {
    const second: CampaignEvent = {
      type: 'CampaignPostAdded',
      data: {
        campaignId,
        postId: unknownId,
        post: { ...post, url: 'https://www.instagram.com/p/def/' },
        enableTracking: false,
        source: 'manual',
        addedAt: now,
      },
    };
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'EditPost', postId, changes: { likes: 1 } }))
      .thenThrows(NotFoundError, /Post/);
    spec
      .given([...withInfluencer, postAdded])
      .when(cmd({ type: 'EditPost', postId, changes: { influencerId: otherInfluencerId } }))
      .thenThrows(NotFoundError, /Influencer/);
    spec
      .given([...withInfluencer, postAdded, second])
      .when(cmd({ type: 'EditPost', postId, changes: { url: 'https://www.instagram.com/p/def/' } }))
      .thenThrows(ConflictError);
  });

  it('Given a post, When RemovePost, Then CampaignPostRemoved; unknown: NotFound', () => {
    spec
      .given([...withInfluencer, postAdded])
      .when(cmd({ type: 'RemovePost', postId }))
      .then([{ type: 'CampaignPostRemoved', data: { campaignId, postId, removedAt: now } }]);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'RemovePost', postId }))
      .thenThrows(NotFoundError);
  });

  it('Given an influencer, When AddStory, Then CampaignStoryAdded; for an influencer not in the campaign: NotFound', () => {
    const story = { storyId: unknownId, influencerId, url: null, views: 300, publishedAt: now };
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddStory', ...story }))
      .then([{ type: 'CampaignStoryAdded', data: { campaignId, ...story, addedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'AddStory', ...story }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given a story, When RemoveStory, Then CampaignStoryRemoved; unknown: NotFound', () => {
    const added: CampaignEvent = {
      type: 'CampaignStoryAdded',
      data: { campaignId, storyId: unknownId, influencerId, url: null, views: null, publishedAt: now, addedAt: now },
    };
    spec
      .given([...withInfluencer, added])
      .when(cmd({ type: 'RemoveStory', storyId: unknownId }))
      .then([{ type: 'CampaignStoryRemoved', data: { campaignId, storyId: unknownId, removedAt: now } }]);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'RemoveStory', storyId: unknownId }))
      .thenThrows(NotFoundError, /Story/);
  });
});

describe('campaign decider: activities, sharing and uploads', () => {
  const activity: CampaignEvent = {
    type: 'CampaignActivityAdded',
    data: { campaignId, activityId: unknownId, text: 'Kick-off call', addedAt: now },
  };

  it('Given a campaign, When AddActivity, Then CampaignActivityAdded; RemoveActivity removes it; unknown: NotFound', () => {
    spec
      .given([created])
      .when(cmd({ type: 'AddActivity', activityId: unknownId, text: 'Kick-off call' }))
      .then([activity]);
    spec
      .given([created, activity])
      .when(cmd({ type: 'RemoveActivity', activityId: unknownId }))
      .then([{ type: 'CampaignActivityRemoved', data: { campaignId, activityId: unknownId, removedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RemoveActivity', activityId: unknownId }))
      .thenThrows(NotFoundError, /Activity/);
  });

  const generated: CampaignEvent = { type: 'CampaignPublicUrlGenerated', data: { campaignId, slug: 'abcDEF123456', generatedAt: now } };
  const disabled: CampaignEvent = { type: 'CampaignShareStatusChanged', data: { campaignId, disableShare: true, changedAt: now } };
  const enabled: CampaignEvent = { type: 'CampaignShareStatusChanged', data: { campaignId, disableShare: false, changedAt: now } };

  it('Given a campaign, When GeneratePublicUrl, Then CampaignPublicUrlGenerated; again: nothing, the slug stays', () => {
    spec
      .given([created])
      .when(cmd({ type: 'GeneratePublicUrl', slug: 'abcDEF123456' }))
      .then([generated]);
    spec
      .given([created, generated])
      .when(cmd({ type: 'GeneratePublicUrl', slug: 'zzzzzzzzzzzz' }))
      .then([]);
  });

  it('Given a public URL with sharing off, When GeneratePublicUrl, Then sharing is on again under the same slug', () => {
    spec
      .given([created, generated, disabled])
      .when(cmd({ type: 'GeneratePublicUrl', slug: 'zzzzzzzzzzzz' }))
      .then([enabled]);
  });

  it('Given a shared campaign, When UpdateShareStatus disable, Then CampaignShareStatusChanged; the same status: nothing', () => {
    spec
      .given([created, generated])
      .when(cmd({ type: 'UpdateShareStatus', disableShare: true }))
      .then([disabled]);
    spec
      .given([created, generated, disabled])
      .when(cmd({ type: 'UpdateShareStatus', disableShare: true }))
      .then([]);
    spec
      .given([created, generated, disabled])
      .when(cmd({ type: 'UpdateShareStatus', disableShare: false }))
      .then([enabled]);
  });

  it('Given a campaign, When AddUploads, Then CampaignUploadsAdded with the description', () => {
    spec
      .given([created])
      .when(cmd({ type: 'AddUploads', uploads: [upload], description: 'Brief' }))
      .then([{ type: 'CampaignUploadsAdded', data: { campaignId, uploads: [upload], description: 'Brief', addedAt: now } }]);
  });

  it('Given an upload, When RemoveUploads, Then CampaignUploadsRemoved; with one unknown id: NotFound and nothing removed', () => {
    spec
      .given([created, uploadsAdded])
      .when(cmd({ type: 'RemoveUploads', uploadIds: [uploadId, uploadId] }))
      .then([{ type: 'CampaignUploadsRemoved', data: { campaignId, uploadIds: [uploadId], removedAt: now } }]);
    spec
      .given([created, uploadsAdded])
      .when(cmd({ type: 'RemoveUploads', uploadIds: [uploadId, unknownId] }))
      .thenThrows(NotFoundError, /Upload/);
  });
});

describe('campaign decider: links', () => {
  it('Given a campaign, When AddLink, Then CampaignLinkAdded with its Bitly fields', () => {
    const link = {
      linkId,
      url: 'https://shop.example.com/x',
      linkText: 'Product Link',
      influencerId,
      bitlyLinkId: 'bit.ly/abc',
      shortUrl: 'https://bit.ly/abc',
    };
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddLink', ...link }))
      .then([{ type: 'CampaignLinkAdded', data: { campaignId, ...link, addedAt: now } }]);
  });

  it('Given a campaign, When AddLink for an influencer not in it, Then NotFound', () => {
    spec
      .given([created])
      .when(cmd({ type: 'AddLink', linkId, url: 'https://x.example/', linkText: 'Shop', influencerId, bitlyLinkId: null, shortUrl: null }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given a link, When RemoveLink, Then CampaignLinkRemoved; unknown: NotFound', () => {
    spec
      .given([created, linkAdded])
      .when(cmd({ type: 'RemoveLink', linkId }))
      .then([{ type: 'CampaignLinkRemoved', data: { campaignId, linkId, removedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RemoveLink', linkId }))
      .thenThrows(NotFoundError, /Link/);
  });

  it('Given a link with 7 clicks, When RecordLinkClicks 7, Then nothing; 9: CampaignLinkClicksCollected; unknown link: NotFound', () => {
    const seven: CampaignEvent = { type: 'CampaignLinkClicksCollected', data: { campaignId, linkId, clicks: 7, collectedAt: now } };
    spec
      .given([created, linkAdded, seven])
      .when(cmd({ type: 'RecordLinkClicks', linkId, clicks: 7 }))
      .then([]);
    spec
      .given([created, linkAdded, seven])
      .when(cmd({ type: 'RecordLinkClicks', linkId, clicks: 9 }))
      .then([{ type: 'CampaignLinkClicksCollected', data: { campaignId, linkId, clicks: 9, collectedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RecordLinkClicks', linkId, clicks: 1 }))
      .thenThrows(NotFoundError, /Link/);
  });
});

describe('campaign decider: ids made twice', () => {
  it('Given a story, link or payment, When it is added again under its id, Then Conflict', () => {
    const story: CampaignEvent = {
      type: 'CampaignStoryAdded',
      data: { campaignId, storyId: unknownId, influencerId, url: null, views: null, publishedAt: now, addedAt: now },
    };
    spec
      .given([...withInfluencer, story])
      .when(cmd({ type: 'AddStory', storyId: unknownId, influencerId, url: null, views: null, publishedAt: now }))
      .thenThrows(ConflictError);
    spec
      .given([created, linkAdded])
      .when(
        cmd({
          type: 'AddLink',
          linkId,
          url: 'https://x.example/',
          linkText: 'Shop',
          influencerId: null,
          bitlyLinkId: null,
          shortUrl: null,
        }),
      )
      .thenThrows(ConflictError);
    spec
      .given([...withInfluencer, paymentAdded])
      .when(cmd({ type: 'AddPayment', paymentId, influencerId, payment }))
      .thenThrows(ConflictError);
  });
});

describe('campaign decider: lists', () => {
  it('Given an influencer, When AddList, Then CampaignListAdded', () => {
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddList', listId, name: 'Wave 1', influencerIds: [influencerId, influencerId] }))
      .then([listAdded]);
  });

  it('Given a list "Wave 1", When AddList "wave 1", Then Conflict; with an influencer not in the campaign: NotFound', () => {
    spec
      .given([...withInfluencer, listAdded])
      .when(cmd({ type: 'AddList', listId: unknownId, name: 'wave 1', influencerIds: [] }))
      .thenThrows(ConflictError, /already exists/);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddList', listId, name: 'Wave 2', influencerIds: [otherInfluencerId] }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given a list, When RenameList, Then CampaignListRenamed; the same name: nothing; another list’s name: Conflict; unknown: NotFound', () => {
    const second: CampaignEvent = {
      type: 'CampaignListAdded',
      data: { campaignId, listId: unknownId, name: 'Wave 2', influencerIds: [], addedAt: now },
    };
    spec
      .given([...withInfluencer, listAdded])
      .when(cmd({ type: 'RenameList', listId, name: 'First wave' }))
      .then([{ type: 'CampaignListRenamed', data: { campaignId, listId, name: 'First wave', renamedAt: now } }]);
    spec
      .given([...withInfluencer, listAdded])
      .when(cmd({ type: 'RenameList', listId, name: 'Wave 1' }))
      .then([]);
    spec
      .given([...withInfluencer, listAdded, second])
      .when(cmd({ type: 'RenameList', listId, name: 'WAVE 2' }))
      .thenThrows(ConflictError);
    spec
      .given([created])
      .when(cmd({ type: 'RenameList', listId, name: 'x' }))
      .thenThrows(NotFoundError, /List/);
  });

  it('Given a list, When RemoveList, Then CampaignListRemoved; unknown: NotFound', () => {
    spec
      .given([...withInfluencer, listAdded])
      .when(cmd({ type: 'RemoveList', listId }))
      .then([{ type: 'CampaignListRemoved', data: { campaignId, listId, removedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RemoveList', listId }))
      .thenThrows(NotFoundError, /List/);
  });
});

describe('campaign decider: payments', () => {
  it('Given an influencer, When AddPayment, Then PaymentAdded; for an influencer not in the campaign: NotFound', () => {
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'AddPayment', paymentId, influencerId, payment }))
      .then([paymentAdded]);
    spec
      .given([created])
      .when(cmd({ type: 'AddPayment', paymentId, influencerId, payment }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given a payment, When EditPayment, Then PaymentEdited with what changed; the same values: nothing; unknown: NotFound', () => {
    spec
      .given([...withInfluencer, paymentAdded])
      .when(cmd({ type: 'EditPayment', paymentId, changes: { status: 'paid', paidDate: '2026-11-30', currency: 'EUR' } }))
      .then([
        { type: 'PaymentEdited', data: { campaignId, paymentId, changes: { status: 'paid', paidDate: '2026-11-30' }, editedAt: now } },
      ]);
    spec
      .given([...withInfluencer, paymentAdded])
      .when(cmd({ type: 'EditPayment', paymentId, changes: { amountCents: 125050 } }))
      .then([]);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'EditPayment', paymentId, changes: { status: 'paid' } }))
      .thenThrows(NotFoundError, /Payment/);
  });

  it('Given a payment, When RemovePayment, Then PaymentRemoved, after which the influencer can be removed; unknown: NotFound', () => {
    const removed: CampaignEvent = { type: 'PaymentRemoved', data: { campaignId, paymentId, removedAt: now } };
    spec
      .given([...withInfluencer, paymentAdded])
      .when(cmd({ type: 'RemovePayment', paymentId }))
      .then([removed]);
    spec
      .given([...withInfluencer, paymentAdded, removed])
      .when(cmd({ type: 'RemoveInfluencer', influencerId }))
      .then([{ type: 'InfluencerRemoved', data: { campaignId, influencerId, removedAt: now } }]);
    spec
      .given(withInfluencer)
      .when(cmd({ type: 'RemovePayment', paymentId }))
      .thenThrows(NotFoundError, /Payment/);
  });
});

describe('campaign decider: UGC', () => {
  it('Given a campaign, When UpdateUGCContent new, Then UGCContentUpdated; the same id new again: Conflict', () => {
    spec
      .given([created])
      .when(cmd({ type: 'UpdateUGCContent', contentId, create: true, content: ugc }))
      .then([ugcAdded]);
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'UpdateUGCContent', contentId, create: true, content: ugc }))
      .thenThrows(ConflictError);
  });

  it('Given content, When UpdateUGCContent approves it, Then UGCContentUpdated; unchanged: nothing; unknown: NotFound', () => {
    const approved = { ...ugc, status: 'approved' as const, note: 'Great' };
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'UpdateUGCContent', contentId, create: false, content: approved }))
      .then([{ type: 'UGCContentUpdated', data: { campaignId, contentId, ...approved, updatedAt: now } }]);
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'UpdateUGCContent', contentId, create: false, content: ugc }))
      .then([]);
    spec
      .given([created])
      .when(cmd({ type: 'UpdateUGCContent', contentId, create: false, content: ugc }))
      .thenThrows(NotFoundError, /Content/);
  });

  it('Given content, When RemoveUGCContent, Then UGCContentRemoved; unknown: NotFound', () => {
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'RemoveUGCContent', contentId }))
      .then([{ type: 'UGCContentRemoved', data: { campaignId, contentId, removedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RemoveUGCContent', contentId }))
      .thenThrows(NotFoundError, /Content/);
  });

  it('Given content of a creator, When RemoveUGCUser, Then UGCUserRemoved and their content is gone; a creator without content: NotFound', () => {
    const userRemoved: CampaignEvent = {
      type: 'UGCUserRemoved',
      data: { campaignId, username: 'fan.one', platform: 'tiktok', removedAt: now },
    };
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'RemoveUGCUser', username: 'fan.one', platform: 'tiktok' }))
      .then([userRemoved]);
    spec
      .given([created, ugcAdded, userRemoved])
      .when(cmd({ type: 'RemoveUGCContent', contentId }))
      .thenThrows(NotFoundError);
    spec
      .given([created, ugcAdded])
      .when(cmd({ type: 'RemoveUGCUser', username: 'fan.one', platform: 'instagram' }))
      .thenThrows(NotFoundError, /creator/);
  });
});
