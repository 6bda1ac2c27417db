import type { WhitelabelDomainEvent } from '@scout/contracts/whitelabel/events';
import type { Decider } from '@scout/platform/decider';
import { ConflictError } from '@scout/platform/errors';
import { uuidFromName } from '@scout/platform/ids';

export const DOMAIN_TAKEN = 'This domain is white-labelled by another organisation';

/** The reservation stream of a normalised domain (as `domainSchema` parses it). */
export const whitelabelDomainStream = (domain: string) => `whitelabelDomain-${uuidFromName('whitelabelDomain', domain)}`;

export type DomainReservationCommand =
  | { type: 'ReserveDomain'; domain: string; orgId: string; now: string }
  | { type: 'ReleaseDomain'; domain: string; orgId: string; now: string }
  /** DNS proved the domain for `orgId` (pointing record and its own TXT token). */
  | { type: 'ProveDomain'; domain: string; orgId: string; now: string };

/** `proven`: DNS proved the domain for the holder, which then keeps it against every other proof. */
export type DomainReservationState = { orgId: string | null; proven: boolean };

/**
 * One stream per domain keeps a white-label domain with one organisation, also under concurrency.
 * Reserving a domain another organisation holds changes nothing (the route issues a pending TXT
 * challenge instead); proving it takes over the reservation unless the holder proved it first, so
 * a squatter cannot block the domain's owner.
 */
export const domainReservationDecider: Decider<DomainReservationCommand, DomainReservationState, WhitelabelDomainEvent> = {
  initialState: () => ({ orgId: null, proven: false }),
  decide(command, state) {
    switch (command.type) {
      case 'ReserveDomain':
        if (state.orgId === command.orgId) return [];
        if (state.orgId) {
          if (state.proven) throw new ConflictError(DOMAIN_TAKEN);
          return [];
        }
        return [{ type: 'WhiteLabelDomainReserved', data: { domain: command.domain, orgId: command.orgId, reservedAt: command.now } }];
      case 'ReleaseDomain':
        if (state.orgId !== command.orgId) return [];
        return [{ type: 'WhiteLabelDomainReleased', data: { domain: command.domain, orgId: command.orgId, releasedAt: command.now } }];
      case 'ProveDomain': {
        if (state.orgId === command.orgId && state.proven) return [];
        if (state.orgId && state.orgId !== command.orgId && state.proven) throw new ConflictError(DOMAIN_TAKEN);
        const takenFrom = state.orgId && state.orgId !== command.orgId ? { takenFromOrgId: state.orgId } : {};
        return [
          { type: 'WhiteLabelDomainProven', data: { domain: command.domain, orgId: command.orgId, ...takenFrom, provenAt: command.now } },
        ];
      }
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'WhiteLabelDomainReserved':
        return { orgId: event.data.orgId, proven: false };
      case 'WhiteLabelDomainProven':
        return { orgId: event.data.orgId, proven: true };
      case 'WhiteLabelDomainReleased':
        return { orgId: null, proven: false };
    }
  },
};
