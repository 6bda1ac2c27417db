import { randomUUID } from 'node:crypto';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { campaignStream } from '@scout/contracts/platform/streams';
import type { TestApp } from './app';

/**
 * Appends events to a campaign's stream as this user did them, and waits until the read models
 * show them: for read-side tests that need a precise history (payments, posts with numbers…).
 */
export async function appendCampaignEvents(
  app: TestApp,
  orgId: string,
  userId: string | null,
  campaignId: string,
  events: CampaignEvent[],
): Promise<void> {
  const occurredAt = app.scout.ctx.clock().toISOString();
  const metadata = {
    orgId,
    actor: { userId, role: userId ? 'owner' : null, via: userId ? ('session' as const) : ('system' as const) },
    correlationId: 'test',
    causationId: null,
    occurredAt,
  };
  const { position } = await app.scout.ctx.eventStore.append(
    campaignStream(campaignId),
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
    { expectedRevision: 'any' },
  );
  await app.scout.runner.waitFor(position, 10_000);
}
