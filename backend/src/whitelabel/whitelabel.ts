import type { ScoutEvent } from '@scout/contracts/events';
import type { ImageRef, WhiteLabelConfigured, WhitelabelEvent } from '@scout/contracts/whitelabel/events';
import type { ConfigureWhitelabelRequest } from '@scout/contracts/whitelabel/requests';
import type { Decider } from '../platform/decider';
import { NotFoundError } from '../platform/errors';

export type WhitelabelCommand =
  | {
      type: 'ConfigureWhitelabel';
      setup: Omit<ConfigureWhitelabelRequest, 'apiKey'> & { mailApiKey?: string | undefined };
      /** Seals a secret under SECRETS_KEY (sealerFor in mailKey.ts): the mail key never enters an event as it is. */
      seal: (secret: string) => string;
      /** Newly uploaded files; a file not sent keeps the one set before. */
      logo?: ImageRef | undefined;
      favicon?: ImageRef | undefined;
      now: string;
    }
  | { type: 'RemoveWhitelabel'; now: string }
  /** DNS showed `domain` pointing at Scout; recorded once, and only while it is the setup's domain. */
  | { type: 'RecordDomainVerified'; domain: string; now: string };

/**
 * The current setup of the organisation (the data of its last WhiteLabelConfigured), or null, and
 * the domain DNS proved for it (a new domain needs its own proof).
 */
export type WhitelabelState = { setup: WhiteLabelConfigured['data'] | null; verifiedDomain: string | null };

/**
 * White-label lives on the organisation's stream (`organization-<id>`), beside the organisation's
 * other events, which this decider passes over.
 */
export const whitelabelDecider: Decider<WhitelabelCommand, WhitelabelState, WhitelabelEvent> = {
  initialState: () => ({ setup: null, verifiedDomain: null }),

  decide(command, state) {
    switch (command.type) {
      case 'ConfigureWhitelabel': {
        const { setup } = command;
        const previous = state.setup;
        // A new key, else the one set before: sealed already, or (set before keys were sealed) sealed now.
        const legacyKey = previous?.mailApiKeySealed ? undefined : previous?.mailApiKey;
        const plainKey = setup.mailApiKey ?? legacyKey;
        const mailApiKeySealed = plainKey ? command.seal(plainKey) : previous?.mailApiKeySealed;
        const logo = command.logo ?? previous?.logo;
        const favicon = command.favicon ?? previous?.favicon;
        return [
          {
            type: 'WhiteLabelConfigured',
            data: {
              agencyName: setup.agencyName,
              domain: setup.domain,
              ...(setup.senderEmail ? { senderEmail: setup.senderEmail } : {}),
              ...(mailApiKeySealed ? { mailApiKeySealed } : {}),
              banner: setup.banner,
              colors: setup.colors,
              ...(logo ? { logo } : {}),
              ...(favicon ? { favicon } : {}),
              configuredAt: command.now,
            },
          },
        ];
      }
      case 'RemoveWhitelabel':
        if (!state.setup) throw new NotFoundError('White-label is not set up');
        return [{ type: 'WhiteLabelRemoved', data: { domain: state.setup.domain, removedAt: command.now } }];
      case 'RecordDomainVerified':
        if (state.setup?.domain !== command.domain || state.verifiedDomain === command.domain) return [];
        return [{ type: 'WhiteLabelDomainVerified', data: { domain: command.domain, verifiedAt: command.now } }];
    }
  },

  evolve(state, event: ScoutEvent) {
    switch (event.type) {
      case 'WhiteLabelConfigured':
        return { setup: event.data, verifiedDomain: state.verifiedDomain === event.data.domain ? state.verifiedDomain : null };
      case 'WhiteLabelRemoved':
        return { setup: null, verifiedDomain: null };
      case 'WhiteLabelDomainVerified':
        return { ...state, verifiedDomain: event.data.domain };
      default:
        return state;
    }
  },
};
