import { CAMPAIGN_TRANSITIONS, type CampaignStatus } from '@scout/contracts/campaigns';

/** The statuses `updateStatus` accepts from this one: the status menu offers these and nothing else. */
export function allowedTransitions(status: CampaignStatus): readonly CampaignStatus[] {
  return CAMPAIGN_TRANSITIONS[status];
}
