import { Resolver } from 'node:dns/promises';

/** Whether a white-label domain already points at Scout. */
export type DomainCheck = 'pending' | 'verified';

/** The port: DNS is outside this process, so it sits behind one small interface. */
export interface DomainVerifier {
  check(domain: string): Promise<DomainCheck>;
}

/** No DNS server configured (offline, tests): every domain stays `pending`. */
export const offlineDomainVerifier: DomainVerifier = {
  check: () => Promise.resolve('pending'),
};

const hostOnly = (host: string) => host.replace(/:\d+$/, '');

/**
 * Asks one configured DNS server whether `domain` has a CNAME to Scout's host (from `PUBLIC_URL`) or
 * the same IPv4 addresses; anything else, including an unreachable server, is `pending`.
 */
export function dnsDomainVerifier(server: string, scoutHost: string): DomainVerifier {
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([server]);
  const target = hostOnly(scoutHost).toLowerCase();
  const orNothing = <T>(promise: Promise<T[]>) => promise.catch((): T[] => []);
  return {
    async check(domain) {
      const name = hostOnly(domain);
      const cnames = await orNothing(resolver.resolveCname(name));
      if (cnames.some((c) => c.toLowerCase().replace(/\.$/, '') === target)) return 'verified';
      const [ours, theirs] = await Promise.all([orNothing(resolver.resolve4(target)), orNothing(resolver.resolve4(name))]);
      return theirs.length > 0 && theirs.every((ip) => ours.includes(ip)) ? 'verified' : 'pending';
    },
  };
}

export function domainVerifierFor(config: { WHITELABEL_DNS_SERVER?: string | undefined; PUBLIC_URL: string }): DomainVerifier {
  return config.WHITELABEL_DNS_SERVER ? dnsDomainVerifier(config.WHITELABEL_DNS_SERVER, new URL(config.PUBLIC_URL).host) : offlineDomainVerifier;
}
