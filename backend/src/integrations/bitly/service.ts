import type { BitlyConnectionView, IntegrationEvent } from '@scout/contracts/integrations';
import { parseEvent } from '@scout/contracts/events';
import { integrationsStream } from '@scout/contracts/platform/streams';
import type { AppContext } from '../../runtime/context';
import { fold } from '@scout/platform/decider';
import { decryptSecret } from '@scout/platform/secrets/secretBox';
import { secretsKeyOf } from '@scout/platform/secrets/secretsKey';
import { bitlyRedirectUri } from './client';
import { bitlyDecider, type BitlyState } from './connection';

const BITLY_EVENTS = new Set<string>(['BitlyConnected', 'BitlyDisconnected']);

/** The organisation's Bitly connection, as its stream tells it (one small stream: read directly). */
export async function loadBitlyConnection(ctx: AppContext, orgId: string): Promise<BitlyState> {
  const recorded = await ctx.eventStore.readStream(integrationsStream(orgId));
  const events = recorded.filter((e) => BITLY_EVENTS.has(e.type)).map((e) => parseEvent(e.type, e.data) as IntegrationEvent);
  return fold(bitlyDecider, events);
}

/** The decrypted access token of a connected organisation, or null; never logged nor answered. */
export async function bitlyTokenOf(ctx: AppContext, orgId: string): Promise<string | null> {
  const state = await loadBitlyConnection(ctx, orgId);
  return state.connected ? decryptSecret(secretsKeyOf(ctx.config), state.tokenCiphertext) : null;
}

/** Bitly's authorize address with Scout's client id and callback, or null when Bitly is not set up here. */
export function bitlyAuthorizeUrl(ctx: AppContext): string | null {
  const { BITLY_CLIENT_ID, BITLY_CLIENT_SECRET, BITLY_OAUTH_URL } = ctx.config;
  if (!BITLY_CLIENT_ID || !BITLY_CLIENT_SECRET) return null;
  const url = new URL(BITLY_OAUTH_URL);
  url.searchParams.set('client_id', BITLY_CLIENT_ID);
  url.searchParams.set('redirect_uri', bitlyRedirectUri(ctx.config));
  return url.toString();
}

export function bitlyConnectionView(ctx: AppContext, state: BitlyState): BitlyConnectionView {
  return {
    connected: state.connected,
    login: state.connected ? state.login : null,
    connectedAt: state.connected ? state.connectedAt : null,
    authorizeUrl: bitlyAuthorizeUrl(ctx),
  };
}
