import { describe, it } from '@jest/globals';
import { CAMPAIGN_STATUSES, CAMPAIGN_TRANSITIONS, type CampaignEvent, type CampaignStatus } from '@scout/contracts/campaigns';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { campaignDecider } from './campaign';
import { InvalidTransitionError } from './errors';
import {
  archived,
  campaignId,
  cmd,
  created,
  deleted,
  influencerAdded,
  influencerId,
  linkAdded,
  linkId,
  now,
  otherInfluencerId,
  otherOrgId,
  paymentAdded,
  statusChanged,
  unknownId,
} from './testCampaign';

const spec = deciderSpec(campaignDecider);

/** Events that bring a fresh draft campaign to `status` along allowed transitions. */
function reach(status: CampaignStatus): CampaignEvent[] {
  const path: Record<CampaignStatus, CampaignStatus[]> = {
    draft: [],
    active: ['active'],
    paused: ['active', 'paused'],
    completed: ['active', 'completed'],
    archived: ['archived'],
  };
  let from: CampaignStatus = 'draft';
  return path[status].map((to) => {
    const event = statusChanged(from, to);
    from = to;
    return event;
  });
}

describe('campaign decider: life cycle', () => {
  it('Given nothing, When CreateCampaign, Then CampaignCreated with the organisation', () => {
    spec
      .given([])
      .when(cmd({ type: 'CreateCampaign', campaignId, details: { name: 'Summer drop', currency: 'EUR', budgetCents: 500000 } }))
      .then([created]);
  });

  it('Given a campaign, When CreateCampaign again, Then Conflict', () => {
    spec
      .given([created])
      .when(cmd({ type: 'CreateCampaign', campaignId, details: { name: 'Again' } }))
      .thenThrows(ConflictError);
  });

  it('Given nothing, a deleted campaign or another organisation, When any command, Then NotFound', () => {
    spec
      .given([])
      .when(cmd({ type: 'AddActivity', activityId: unknownId, text: 'x' }))
      .thenThrows(NotFoundError, /Campaign not found/);
    spec
      .given([created, deleted])
      .when(cmd({ type: 'ChangeStatus', to: 'active' }))
      .thenThrows(NotFoundError);
    spec
      .given([created, deleted])
      .when(cmd({ type: 'DeleteCampaign' }))
      .thenThrows(NotFoundError);
    spec
      .given([created])
      .when(cmd({ type: 'DeleteCampaign' }, otherOrgId))
      .thenThrows(NotFoundError);
    spec
      .given([created])
      .when(cmd({ type: 'CheckChangeable' }, otherOrgId))
      .thenThrows(NotFoundError);
    spec
      .given([created, linkAdded])
      .when(cmd({ type: 'RecordLinkClicks', linkId, clicks: 3 }, otherOrgId))
      .thenThrows(NotFoundError);
  });

  it('Given a campaign, even archived, When DeleteCampaign, Then CampaignDeleted', () => {
    spec
      .given([created])
      .when(cmd({ type: 'DeleteCampaign' }))
      .then([deleted]);
    spec
      .given([created, ...archived])
      .when(cmd({ type: 'DeleteCampaign' }))
      .then([deleted]);
  });

  it('Given a live campaign, When CheckChangeable, Then nothing is stored; archived: Conflict', () => {
    spec
      .given([created])
      .when(cmd({ type: 'CheckChangeable' }))
      .then([]);
    spec
      .given([created, ...archived])
      .when(cmd({ type: 'CheckChangeable' }))
      .thenThrows(ConflictError, /archived/);
  });
});

describe('campaign decider: status', () => {
  for (const from of CAMPAIGN_STATUSES) {
    for (const to of CAMPAIGN_STATUSES) {
      if (to === from) continue;
      const allowed = CAMPAIGN_TRANSITIONS[from].includes(to);
      it(`Given a ${from} campaign, When ChangeStatus to ${to}, Then ${allowed ? 'CampaignStatusChanged' : 'InvalidTransition (400)'}`, () => {
        const when = spec.given([created, ...reach(from)]).when(cmd({ type: 'ChangeStatus', to }));
        if (allowed) when.then([statusChanged(from, to)]);
        else when.thenThrows(InvalidTransitionError, new RegExp(`A ${from} campaign cannot become ${to}`));
      });
    }
  }

  it('Given an active campaign, When ChangeStatus to active, Then nothing is stored', () => {
    spec
      .given([created, ...reach('active')])
      .when(cmd({ type: 'ChangeStatus', to: 'active' }))
      .then([]);
  });

  it('Given an archived campaign, When any other change, Then Conflict', () => {
    const given = spec.given([created, influencerAdded(), linkAdded, ...archived]);
    given.when(cmd({ type: 'UpdateCampaign', changes: { name: 'New' } })).thenThrows(ConflictError, /archived/);
    given.when(cmd({ type: 'AddActivity', activityId: unknownId, text: 'x' })).thenThrows(ConflictError, /archived/);
    given.when(cmd({ type: 'RemoveInfluencer', influencerId })).thenThrows(ConflictError, /archived/);
    given.when(cmd({ type: 'GeneratePublicUrl', slug: 'abcdefABCDEF' })).thenThrows(ConflictError, /archived/);
  });

  it('Given an archived campaign with a link, When RecordLinkClicks, Then the clicks are still recorded', () => {
    spec
      .given([created, linkAdded, ...archived])
      .when(cmd({ type: 'RecordLinkClicks', linkId, clicks: 7 }))
      .then([{ type: 'CampaignLinkClicksCollected', data: { campaignId, linkId, clicks: 7, collectedAt: now } }]);
  });
});

describe('campaign decider: details', () => {
  it('Given a campaign, When UpdateCampaign, Then CampaignUpdated with only what changed', () => {
    spec
      .given([created])
      .when(cmd({ type: 'UpdateCampaign', changes: { name: 'Summer drop', brand: 'Acme', budgetCents: 600000 } }))
      .then([{ type: 'CampaignUpdated', data: { campaignId, changes: { brand: 'Acme', budgetCents: 600000 }, updatedAt: now } }]);
  });

  it('Given a campaign, When UpdateCampaign to the values it has, Then nothing is stored', () => {
    spec
      .given([created])
      .when(cmd({ type: 'UpdateCampaign', changes: { name: 'Summer drop', currency: 'EUR' } }))
      .then([]);
  });

  it('Given a campaign starting in June, When UpdateCampaign ends it in May, Then Conflict', () => {
    const started: CampaignEvent = { type: 'CampaignUpdated', data: { campaignId, changes: { startDate: '2026-06-01' }, updatedAt: now } };
    spec
      .given([created, started])
      .when(cmd({ type: 'UpdateCampaign', changes: { endDate: '2026-05-01' } }))
      .thenThrows(ConflictError, /end date/);
  });
});

describe('campaign decider: influencers', () => {
  it('Given a campaign, When AddInfluencers, Then one InfluencerAdded each', () => {
    spec
      .given([created])
      .when(
        cmd({
          type: 'AddInfluencers',
          influencers: [
            { influencerId, platform: 'instagram', username: 'anna' },
            { influencerId: otherInfluencerId, platform: 'instagram', username: 'ben' },
          ],
        }),
      )
      .then([influencerAdded(), influencerAdded(otherInfluencerId, 'ben')]);
  });

  it('Given an influencer in the campaign, When AddInfluencers with it, Then Conflict; the same one twice: Conflict', () => {
    spec
      .given([created, influencerAdded()])
      .when(cmd({ type: 'AddInfluencers', influencers: [{ influencerId, platform: 'instagram', username: 'anna' }] }))
      .thenThrows(ConflictError, /already in the campaign/);
    const twice = { influencerId: otherInfluencerId, platform: 'instagram', username: 'ben' };
    spec
      .given([created])
      .when(cmd({ type: 'AddInfluencers', influencers: [twice, twice] }))
      .thenThrows(ConflictError);
  });

  it('Given an influencer, When RemoveInfluencer, Then InfluencerRemoved; unknown: NotFound', () => {
    spec
      .given([created, influencerAdded()])
      .when(cmd({ type: 'RemoveInfluencer', influencerId }))
      .then([{ type: 'InfluencerRemoved', data: { campaignId, influencerId, removedAt: now } }]);
    spec
      .given([created])
      .when(cmd({ type: 'RemoveInfluencer', influencerId }))
      .thenThrows(NotFoundError, /Influencer/);
  });

  it('Given an influencer with a payment, When RemoveInfluencer, Then Conflict', () => {
    spec
      .given([created, influencerAdded(), paymentAdded])
      .when(cmd({ type: 'RemoveInfluencer', influencerId }))
      .thenThrows(ConflictError, /payments/);
  });

  it('Given an influencer, When UpdateInfluencer, Then InfluencerUpdated with what changed; same values: nothing; unknown: NotFound', () => {
    const updated: CampaignEvent = {
      type: 'InfluencerUpdated',
      data: { campaignId, influencerId, changes: { status: 'confirmed', feeCents: 90000 }, updatedAt: now },
    };
    spec
      .given([created, influencerAdded()])
      .when(cmd({ type: 'UpdateInfluencer', influencerId, changes: { status: 'confirmed', feeCents: 90000 } }))
      .then([updated]);
    spec
      .given([created, influencerAdded(), updated])
      .when(cmd({ type: 'UpdateInfluencer', influencerId, changes: { status: 'confirmed' } }))
      .then([]);
    spec
      .given([created])
      .when(cmd({ type: 'UpdateInfluencer', influencerId, changes: { notes: 'x' } }))
      .thenThrows(NotFoundError);
  });
});
