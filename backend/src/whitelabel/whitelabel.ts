import type { ScoutEvent } from '@scout/contracts/events';
import type { ImageRef, WhiteLabelConfigured, WhitelabelEvent } from '@scout/contracts/whitelabel/events';
import type { ConfigureWhitelabelRequest } from '@scout/contracts/whitelabel/requests';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';

export type WhitelabelCommand =
  | {
      type: 'ConfigureWhitelabel';
      setup: Omit<ConfigureWhitelabelRequest, 'apiKey'> & { mailApiKey?: string | undefined };
      /** Seals a secret under SECRETS_KEY (sealerFor in mailKey.ts): the mail key never enters an event as it is. */
      seal: (secret: string) => string;
      /** Newly uploaded files; a file not sent keeps the one set before. */
      logo?: ImageRef | undefined;
      favicon?: ImageRef | undefined;
      /** A fresh TXT token (newDomainChallenge), issued only when the setup names a domain without one. */
      challenge: string;
      now: string;
    }
  | { type: 'RemoveWhitelabel'; now: string }
  /** Issues a TXT token to a setup from before tokens (a fresh one in `challenge`); nothing when it has one. */
  | { type: 'IssueDomainChallenge'; challenge: string; now: string }
  /**
   * DNS showed `domain` pointing at Scout with the TXT token `challenge`; recorded once, and only
   * while it is the setup's domain and the token the organisation was issued for it.
   */
  | { type: 'RecordDomainVerified'; domain: string; challenge: string; now: string }
  /** `toOrgId` proved `domain` and took over its reservation: the setup, if it still names it, loses it. */
  | { type: 'LoseDomain'; domain: string; toOrgId: string; now: string };

/**
 * The current setup of the organisation (the data of its last WhiteLabelConfigured), or null, the
 * TXT token issued for a domain, and the domain DNS proved for it (a new domain needs its own token
 * and proof).
 */
export type WhitelabelState = {
  setup: WhiteLabelConfigured['data'] | null;
  challenge: { domain: string; token: string } | null;
  verifiedDomain: string | null;
};

/** The setup's TXT token, when one was issued for its current domain. */
export const currentChallenge = (state: WhitelabelState): string | null =>
  state.setup && state.challenge?.domain === state.setup.domain ? state.challenge.token : null;

/** A TXT token for `domain` unless it has one. */
const challengeFor = (state: WhitelabelState, domain: string, token: string, now: string): WhitelabelEvent[] =>
  state.challenge?.domain === domain ? [] : [{ type: 'WhiteLabelDomainChallengeIssued', data: { domain, token, issuedAt: now } }];

/**
 * White-label lives on the organisation's stream (`organization-<id>`), beside the organisation's
 * other events, which this decider passes over.
 */
export const whitelabelDecider: Decider<WhitelabelCommand, WhitelabelState, WhitelabelEvent> = {
  initialState: () => ({ setup: null, challenge: null, verifiedDomain: null }),

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
          ...challengeFor(state, setup.domain, command.challenge, command.now),
        ];
      }
      case 'RemoveWhitelabel':
        if (!state.setup) throw new NotFoundError('White-label is not set up');
        return [{ type: 'WhiteLabelRemoved', data: { domain: state.setup.domain, removedAt: command.now } }];
      case 'IssueDomainChallenge':
        return state.setup ? challengeFor(state, state.setup.domain, command.challenge, command.now) : [];
      case 'RecordDomainVerified':
        if (
          state.setup?.domain !== command.domain ||
          currentChallenge(state) !== command.challenge ||
          state.verifiedDomain === command.domain
        )
          return [];
        return [
          { type: 'WhiteLabelDomainVerified', data: { domain: command.domain, challenge: command.challenge, verifiedAt: command.now } },
        ];
      case 'LoseDomain':
        if (state.setup?.domain !== command.domain) return [];
        return [{ type: 'WhiteLabelDomainLost', data: { domain: command.domain, toOrgId: command.toOrgId, lostAt: command.now } }];
    }
  },

  evolve(state, event: ScoutEvent) {
    switch (event.type) {
      case 'WhiteLabelConfigured':
        return { ...state, setup: event.data, verifiedDomain: state.verifiedDomain === event.data.domain ? state.verifiedDomain : null };
      case 'WhiteLabelRemoved':
        return { setup: null, challenge: null, verifiedDomain: null };
      case 'WhiteLabelDomainChallengeIssued':
        return { ...state, challenge: { domain: event.data.domain, token: event.data.token } };
      case 'WhiteLabelDomainVerified':
        // A proof without the organisation's token (recorded before tokens) proves nothing.
        return event.data.challenge ? { ...state, verifiedDomain: event.data.domain } : state;
      case 'WhiteLabelDomainLost':
        // Its token and any proof go with the domain: the setup is pending again (and 409 once it is proven by the other).
        return { ...state, challenge: null, verifiedDomain: null };
      default:
        return state;
    }
  },
};
