import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { isPublicAddress } from './addressPolicy';
import { guardedFetch, UNREADABLE_ADDRESS_MESSAGE, UNSAFE_ADDRESS_MESSAGE, type ResolvedAddress } from './guardedFetch';

let canary: LoopbackServer;
let site: LoopbackServer;
let redirector: LoopbackServer;
let redirectTo = '';

/** A fake DNS: what hostile names "resolve" to. The answers still go through the real vetting. */
const fakeDns: Record<string, ResolvedAddress[]> = {
  'rebind.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'six.example': [{ address: '::1', family: 6 }],
  'mapped.example': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'intranet.example': [{ address: '10.1.2.3', family: 4 }],
};
const resolve = async (hostname: string) => {
  const answer = fakeDns[hostname];
  if (!answer) throw new Error('ENOTFOUND');
  return answer;
};

beforeAll(async () => {
  canary = await startLoopbackServer((_req, res) => res.end('canary reached'));
  site = await startLoopbackServer((req, res) => {
    if (req.path.startsWith('/hop/')) {
      const left = Number(req.path.slice(5));
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/page' }).end();
    } else if (req.path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(5000));
    } else if (req.path === '/stream') {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 10; i += 1) res.write('y'.repeat(1000));
      res.end();
    } else if (req.path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (req.path === '/silent') {
      // Never answers: the time limit ends the exchange.
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<p>hello from ${req.headers.host}</p>`);
    }
  });
  redirector = await startLoopbackServer((_req, res) => res.writeHead(302, { location: redirectTo }).end());
});

afterAll(async () => {
  await Promise.all([canary.close(), site.close(), redirector.close()]);
});

const testHosts = () =>
  new Map([
    ['shop.test', '127.0.0.1'],
    ['redirector.test', '127.0.0.1'],
  ]);

describe('guardedFetch refuses hostile addresses', () => {
  const hostile = (p: number) => [
    `http://127.0.0.1:${p}/`,
    `http://[::1]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://2130706433:${p}/`,
    `http://017700000001:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://127.1:${p}/`,
    `http://127.0.0.2:${p}/`,
    `http://localhost:${p}/`,
    `http://LOCALHOST.:${p}/`,
    `http://app.localhost:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://0:${p}/`,
    `http://[::]:${p}/`,
    `http://[::127.0.0.1]:${p}/`,
    `http://[64:ff9b::7f00:1]:${p}/`,
    `http://[2002:7f00:1::]:${p}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
    `https://127.0.0.1:${p}/`,
    `http://user:secret@127.0.0.1:${p}/`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://[::ffff:169.254.169.254]/latest/meta-data/`,
    `http://[fe80::1]:${p}/`,
    `http://10.0.0.1:${p}/`,
    `http://10.255.255.254/`,
    `http://172.16.0.1/`,
    `http://172.31.255.254/`,
    `http://192.168.1.1/`,
    `http://100.64.0.1/`,
    `http://[fc00::1]/`,
    `http://[fd12:3456::1]/`,
    `http://224.0.0.1/`,
    `http://[ff02::1]/`,
    `http://255.255.255.255/`,
    `http://198.18.0.1/`,
    `http://192.0.2.1/`,
    `file:///etc/passwd`,
    `gopher://127.0.0.1:${p}/_GET%20/`,
    `ftp://127.0.0.1:${p}/`,
    `dict://127.0.0.1:${p}/`,
    `data:text/html,hello`,
    `javascript:alert(1)`,
    `not a url`,
    `http://rebind.example:${p}/`,
    `http://metadata.example/`,
    `http://six.example:${p}/`,
    `http://mapped.example:${p}/`,
    `http://intranet.example/`,
  ];

  it('refuses every one of them with 400 and no detail, and the canary on loopback sees no request', async () => {
    const urls = hostile(canary.port);
    expect(urls.length).toBeGreaterThanOrEqual(30);
    for (const url of urls) {
      await expect(guardedFetch(url, { resolve, timeoutMs: 2000 })).rejects.toMatchObject({
        name: 'ValidationError',
        status: 400,
        message: UNSAFE_ADDRESS_MESSAGE,
      });
    }
    expect(canary.requests).toEqual([]);
  });

  it('refuses redirects to loopback, private, metadata and non-http targets', async () => {
    const targets = [
      `http://127.0.0.1:${canary.port}/`,
      `http://localhost:${canary.port}/`,
      `http://[::1]:${canary.port}/`,
      `http://[::ffff:127.0.0.1]:${canary.port}/`,
      `http://0x7f000001:${canary.port}/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://rebind.example:${canary.port}/`,
      `file:///etc/passwd`,
      `gopher://127.0.0.1:${canary.port}/`,
    ];
    for (const target of targets) {
      redirectTo = target;
      await expect(guardedFetch(`http://redirector.test:${redirector.port}/go`, { resolve, testHosts: testHosts() })).rejects.toMatchObject(
        {
          status: 400,
          message: UNSAFE_ADDRESS_MESSAGE,
        },
      );
    }
    expect(redirector.requests).toHaveLength(targets.length);
    expect(canary.requests).toEqual([]);
  });
});

describe('guardedFetch reads allowed addresses', () => {
  it('connects to the vetted address, keeping the host name in the Host header', async () => {
    const res = await guardedFetch(`http://shop.test:${site.port}/product`, { testHosts: testHosts(), accept: ['text/html'] });
    expect(res).toMatchObject({ status: 200, contentType: 'text/html', url: `http://shop.test:${site.port}/product` });
    expect(res.body.toString()).toBe(`<p>hello from shop.test:${site.port}</p>`);
  });

  it('follows up to three redirects, each vetted, and names the final address', async () => {
    const res = await guardedFetch(`http://shop.test:${site.port}/hop/2`, { testHosts: testHosts() });
    expect(res.url).toBe(`http://shop.test:${site.port}/page`);
    await expect(guardedFetch(`http://shop.test:${site.port}/hop/3`, { testHosts: testHosts() })).rejects.toMatchObject({
      status: 400,
      message: UNREADABLE_ADDRESS_MESSAGE,
    });
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    await expect(guardedFetch(`http://shop.test:${site.port}/big`, { testHosts: testHosts(), maxBytes: 1000 })).rejects.toMatchObject({
      status: 400,
      message: 'The page at this address is too large',
    });
    await expect(guardedFetch(`http://shop.test:${site.port}/stream`, { testHosts: testHosts(), maxBytes: 4000 })).rejects.toMatchObject({
      status: 400,
      message: 'The page at this address is too large',
    });
  });

  it('refuses an unexpected content type and gives up on a server that never answers', async () => {
    await expect(
      guardedFetch(`http://shop.test:${site.port}/json`, { testHosts: testHosts(), accept: ['text/html'] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(guardedFetch(`http://shop.test:${site.port}/silent`, { testHosts: testHosts(), timeoutMs: 200 })).rejects.toMatchObject({
      status: 400,
      message: UNREADABLE_ADDRESS_MESSAGE,
    });
  });

  it('answers 400 for a name that does not resolve', async () => {
    await expect(guardedFetch('http://nowhere.example/', { resolve })).rejects.toMatchObject({
      status: 400,
      message: UNREADABLE_ADDRESS_MESSAGE,
    });
  });
});

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '100.127.255.255',
    '172.20.0.1',
    'fe80::abcd',
    'not-an-ip',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
