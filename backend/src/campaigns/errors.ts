import type { CampaignStatus } from '@scout/contracts/campaigns';
import { CAMPAIGN_TRANSITIONS } from '@scout/contracts/campaigns';
import { ValidationError } from '@scout/platform/errors';

/** 400: `updateStatus` asked for a move the status table does not allow. */
export class InvalidTransitionError extends ValidationError {
  constructor(from: CampaignStatus, to: CampaignStatus) {
    const allowed = CAMPAIGN_TRANSITIONS[from];
    super(`A ${from} campaign cannot become ${to}; it can become ${allowed.join(' or ')}`, [
      { path: 'status', message: `Not allowed from ${from}` },
    ]);
  }
}
