import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { organizationStream } from '@scout/contracts/platform/streams';
import { handleCommand } from '@scout/platform/commandHandler';
import { execute, type AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { domainReservationDecider, whitelabelDomainStream } from './domainReservation';
import { whitelabelDecider } from './whitelabel';

/** The domain the organisation's white-label setup names, read from its stream (the write side). */
export async function configuredDomain(ctx: AppContext, orgId: string): Promise<string | null> {
  const history = (await ctx.eventStore.readStream(organizationStream(orgId))).map((e) => parseEvent(e.type, e.data) as ScoutEvent);
  return fold(whitelabelDecider, history as Parameters<typeof whitelabelDecider.evolve>[1][]).setup?.domain ?? null;
}

/**
 * Reserves the domain for the organisation: 409 when another organisation proved it; nothing when it
 * holds it already, or when another organisation holds it unproven (the setup may name it anyway and
 * prove it, which takes it over: `proveDomain`).
 */
export async function reserveDomain(ctx: AppContext, domain: string, orgId: string, metadata: EventMetadata): Promise<void> {
  await handleCommand(
    ctx.eventStore,
    domainReservationDecider,
    whitelabelDomainStream(domain),
    { type: 'ReserveDomain', domain, orgId, now: ctx.clock().toISOString() },
    metadata,
  );
}

/**
 * Records that DNS proved the domain for the organisation, which holds it from now on: 409 when
 * another organisation proved it first. Answers the organisation whose unproven reservation it took
 * over, if any.
 */
export async function proveDomain(ctx: AppContext, domain: string, orgId: string, metadata: EventMetadata): Promise<string | null> {
  const { events } = await handleCommand(
    ctx.eventStore,
    domainReservationDecider,
    whitelabelDomainStream(domain),
    { type: 'ProveDomain', domain, orgId, now: ctx.clock().toISOString() },
    metadata,
  );
  for (const event of events) if (event.type === 'WhiteLabelDomainProven' && event.data.takenFromOrgId) return event.data.takenFromOrgId;
  return null;
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

/**
 * `toOrgId` proved `domain` and took it over from `fromOrgId`, whose setup loses it (on its stream,
 * as the system's doing: no user of that organisation acted). Best effort: the reservation has moved
 * already, and a setup that still names the domain without it brands nothing.
 */
export async function takeDomainFrom(
  ctx: AppContext,
  domain: string,
  fromOrgId: string,
  toOrgId: string,
  metadata: EventMetadata,
): Promise<void> {
  const theirs: EventMetadata = { ...metadata, orgId: fromOrgId, actor: { userId: null, role: null, via: 'system' } };
  const command = { type: 'LoseDomain', domain, toOrgId, now: ctx.clock().toISOString() } as const;
  try {
    await execute(ctx, whitelabelDecider, organizationStream(fromOrgId), command, theirs);
  } catch (err) {
    ctx.logger.warn({ err, orgId: fromOrgId }, 'could not take a white-label domain from an organisation');
  }
}
