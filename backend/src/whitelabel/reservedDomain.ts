import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { organizationStream } from '@scout/contracts/platform/streams';
import { handleCommand } from '@scout/platform/commandHandler';
import type { AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { domainReservationDecider, whitelabelDomainStream } from './domainReservation';
import { whitelabelDecider } from './whitelabel';

/** The domain the organisation's white-label setup names, read from its stream (the write side). */
export async function configuredDomain(ctx: AppContext, orgId: string): Promise<string | null> {
  const history = (await ctx.eventStore.readStream(organizationStream(orgId))).map((e) => parseEvent(e.type, e.data) as ScoutEvent);
  return fold(whitelabelDecider, history as Parameters<typeof whitelabelDecider.evolve>[1][]).setup?.domain ?? null;
}

/** Reserves the domain for the organisation: 409 when another organisation holds it; nothing when it holds it already. */
export async function reserveDomain(ctx: AppContext, domain: string, orgId: string, metadata: EventMetadata): Promise<void> {
  await handleCommand(
    ctx.eventStore,
    domainReservationDecider,
    whitelabelDomainStream(domain),
    { type: 'ReserveDomain', domain, orgId, now: ctx.clock().toISOString() },
    metadata,
  );
}

/** Gives the domain back if the organisation holds it, best effort (a failure leaves it reserved to that organisation). */
export async function releaseDomain(ctx: AppContext, domain: string, orgId: string, metadata: EventMetadata): Promise<void> {
  try {
    await handleCommand(
      ctx.eventStore,
      domainReservationDecider,
      whitelabelDomainStream(domain),
      { type: 'ReleaseDomain', domain, orgId, now: ctx.clock().toISOString() },
      metadata,
    );
  } catch (err) {
    ctx.logger.warn({ err, orgId }, 'could not release a white-label domain');
  }
}
