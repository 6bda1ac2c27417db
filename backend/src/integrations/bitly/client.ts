import type { z } from 'zod';
import { bitlyClicksSummarySchema, bitlyShortenResponseSchema, bitlyTokenResponseSchema } from '@scout/contracts/integrations';
import type { Config } from '@scout/platform/config';
import { ServiceUnavailableError, ValidationError } from '@scout/platform/errors';

const TIMEOUT_MS = 10_000;

const unavailable = () => new ServiceUnavailableError('Bitly is unavailable right now, please retry later');

/** Where Bitly sends the user back after authorising Scout (the web app's callback page). */
export const bitlyRedirectUri = (config: Config) => new URL('/bitly/callback/', config.PUBLIC_URL).toString();

/**
 * Bitly's API at BITLY_API_URL: a trusted service the operator configured, reached with plain
 * fetch (not the guarded fetcher, which is for addresses users supply). Answers are zod-parsed.
 */
async function call<S extends z.ZodType>(
  config: Config,
  path: string,
  init: RequestInit,
  schema: S,
): Promise<{ status: number; body: z.output<S> | null }> {
  let res: Response;
  try {
    res = await fetch(`${config.BITLY_API_URL.replace(/\/+$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
  if (!res.ok) {
    await res.body?.cancel();
    return { status: res.status, body: null };
  }
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw unavailable();
  return { status: res.status, body: parsed.data };
}

/** Exchanges the OAuth code for an access token (POST /oauth/access_token, form-encoded). */
export async function exchangeBitlyCode(config: Config, code: string): Promise<{ accessToken: string; login: string | null }> {
  if (!config.BITLY_CLIENT_ID || !config.BITLY_CLIENT_SECRET) throw unavailable();
  const form = new URLSearchParams({
    client_id: config.BITLY_CLIENT_ID,
    client_secret: config.BITLY_CLIENT_SECRET,
    code,
    redirect_uri: bitlyRedirectUri(config),
  });
  const { status, body } = await call(
    config,
    '/oauth/access_token',
    { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    bitlyTokenResponseSchema,
  );
  if (!body)
    throw status >= 400 && status < 500 ? new ValidationError('Bitly did not accept this code, please connect again') : unavailable();
  return { accessToken: body.access_token, login: body.login ?? null };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

/** POST /v4/shorten: the bitlink id (`bit.ly/abc`) and short address of `longUrl`. */
export async function shortenWithBitly(config: Config, token: string, longUrl: string): Promise<{ bitlyLinkId: string; shortUrl: string }> {
  const { body } = await call(
    config,
    '/v4/shorten',
    { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ long_url: longUrl }) },
    bitlyShortenResponseSchema,
  );
  if (!body) throw new ServiceUnavailableError('Bitly did not shorten the link, please retry or connect Bitly again');
  return { bitlyLinkId: body.id, shortUrl: body.link };
}

/** GET /v4/bitlinks/{id}/clicks/summary: all clicks of a bitlink so far. */
export async function bitlyClicksOf(config: Config, token: string, bitlyLinkId: string): Promise<number> {
  const path = `/v4/bitlinks/${bitlyLinkId.split('/').map(encodeURIComponent).join('/')}/clicks/summary?unit=month&units=-1`;
  const { body } = await call(config, path, { headers: bearer(token) }, bitlyClicksSummarySchema);
  if (!body) throw new ServiceUnavailableError('Bitly did not answer with the clicks of a link');
  return body.total_clicks;
}
