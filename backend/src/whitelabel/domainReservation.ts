import type { WhitelabelDomainEvent } from '@scout/contracts/whitelabel/events';
import type { Decider } from '@scout/platform/decider';
import { ConflictError } from '@scout/platform/errors';
import { uuidFromName } from '@scout/platform/ids';

export const DOMAIN_TAKEN = 'This domain is white-labelled by another organisation';

/** The reservation stream of a normalised domain (as `domainSchema` parses it). */
export const whitelabelDomainStream = (domain: string) => `whitelabelDomain-${uuidFromName('whitelabelDomain', domain)}`;

export type DomainReservationCommand =
  | { type: 'ReserveDomain'; domain: string; orgId: string; now: string }
  | { type: 'ReleaseDomain'; domain: string; orgId: string; now: string };

export type DomainReservationState = { orgId: string | null };

/** One stream per domain keeps a white-label domain with one organisation, also under concurrency. */
export const domainReservationDecider: Decider<DomainReservationCommand, DomainReservationState, WhitelabelDomainEvent> = {
  initialState: () => ({ orgId: null }),
  decide(command, state) {
    switch (command.type) {
      case 'ReserveDomain':
        if (state.orgId === command.orgId) return [];
        if (state.orgId) throw new ConflictError(DOMAIN_TAKEN);
        return [{ type: 'WhiteLabelDomainReserved', data: { domain: command.domain, orgId: command.orgId, reservedAt: command.now } }];
      case 'ReleaseDomain':
        if (state.orgId !== command.orgId) return [];
        return [{ type: 'WhiteLabelDomainReleased', data: { domain: command.domain, orgId: command.orgId, releasedAt: command.now } }];
    }
  },
  evolve: (_state, event) => ({ orgId: event.type === 'WhiteLabelDomainReserved' ? event.data.orgId : null }),
};
