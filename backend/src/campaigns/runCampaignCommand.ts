import type { CampaignEvent } from '@scout/contracts/campaigns';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { campaignStream } from '@scout/contracts/platform/streams';
import type { CommandResult } from '@scout/platform/commandHandler';
import { execute, type AppContext } from '../runtime/context';
import { campaignDecider } from './campaign';
import type { CampaignCommand, CampaignCommandBody } from './campaignCommands';
import type { CampaignState } from './campaignState';

/**
 * Runs one command on campaign `campaignId` for organisation `orgId` (another organisation's or a
 * deleted campaign answers 404 from the decider) and waits for the read models. What other
 * slices call too, e.g. the link-click job: `{ type: 'RecordLinkClicks', linkId, clicks }`.
 */
export function runCampaignCommand(
  ctx: AppContext,
  orgId: string,
  campaignId: string,
  command: CampaignCommandBody,
  metadata: EventMetadata,
): Promise<CommandResult<CampaignState, CampaignEvent>> {
  const full = { ...command, orgId, now: ctx.clock().toISOString() } as CampaignCommand;
  return execute(ctx, campaignDecider, campaignStream(campaignId), full, metadata);
}
