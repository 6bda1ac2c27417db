import { startLoopbackServer, type LoopbackServer } from './loopbackServer';

export const FAKE_BITLY_CLIENT_ID = 'bitly-test-client';
export const FAKE_BITLY_CLIENT_SECRET = 'bitly-test-secret';
/** A fixed SECRETS_KEY for tests (32 bytes, base64). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

export interface FakeBitly {
  server: LoopbackServer;
  /** Environment for startTestApp: Scout's Bitly client pointed at the fake. */
  env: Record<string, string>;
  /** Makes `code` a valid OAuth code, exchanged for `token` of Bitly user `login`. */
  grant(code: string, token: string, login: string): void;
  /** Sets the clicks Bitly reports for a bitlink id (`bit.ly/…`). */
  setClicks(bitlyLinkId: string, clicks: number): void;
  close(): Promise<void>;
}

/**
 * A fake Bitly on loopback speaking the parts of its API Scout uses: the OAuth code exchange
 * (`POST /oauth/access_token`, form-encoded), `POST /v4/shorten` and
 * `GET /v4/bitlinks/{bitlink}/clicks/summary`, both with a Bearer token it issued.
 * Every request is recorded in `server.requests`.
 */
export async function startFakeBitly(): Promise<FakeBitly> {
  const codes = new Map<string, { token: string; login: string }>();
  const tokens = new Set<string>();
  const clicks = new Map<string, number>();
  let shortened = 0;

  const server = await startLoopbackServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(req.path, 'http://bitly.test');
    const authorised = tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));

    if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
      const form = new URLSearchParams(req.body);
      const grant = codes.get(form.get('code') ?? '');
      const client = form.get('client_id') === FAKE_BITLY_CLIENT_ID && form.get('client_secret') === FAKE_BITLY_CLIENT_SECRET;
      if (!grant || !client || !form.get('redirect_uri')) return json(400, { status_code: 400, status_txt: 'INVALID_CODE' });
      codes.delete(form.get('code') ?? '');
      tokens.add(grant.token);
      return json(200, { access_token: grant.token, login: grant.login, apiKey: 'legacy' });
    }
    if (!authorised) return json(403, { message: 'FORBIDDEN' });
    if (req.method === 'POST' && url.pathname === '/v4/shorten') {
      const { long_url } = JSON.parse(req.body) as { long_url: string };
      shortened += 1;
      const id = `bit.ly/scout${shortened}`;
      return json(200, { id, link: `https://${id}`, long_url });
    }
    const summary = /^\/v4\/bitlinks\/(.+)\/clicks\/summary$/.exec(url.pathname);
    if (req.method === 'GET' && summary?.[1]) {
      const id = decodeURIComponent(summary[1]);
      return json(200, { total_clicks: clicks.get(id) ?? 0, units: -1, unit: 'month', unit_reference: '2026-01-01T00:00:00+0000' });
    }
    return json(404, { message: 'NOT_FOUND' });
  });

  return {
    server,
    env: {
      BITLY_CLIENT_ID: FAKE_BITLY_CLIENT_ID,
      BITLY_CLIENT_SECRET: FAKE_BITLY_CLIENT_SECRET,
      BITLY_API_URL: server.origin,
      SECRETS_KEY: TEST_SECRETS_KEY,
    },
    grant: (code, token, login) => codes.set(code, { token, login }),
    setClicks: (id, n) => clicks.set(id, n),
    close: () => server.close(),
  };
}
