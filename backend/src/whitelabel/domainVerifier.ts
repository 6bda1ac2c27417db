import { Resolver } from 'node:dns/promises';
import { domainChallengeName } from '@scout/contracts/whitelabel/constants';

/** Whether a white-label domain is proven: pointing at Scout and carrying the organisation's TXT token. */
export type DomainCheck = 'pending' | 'verified';

/** The port: DNS is outside this process, so it sits behind one small interface. */
export interface DomainVerifier {
  /** `challenge`: the TXT token issued to the organisation for this domain. */
  check(domain: string, challenge: string): Promise<DomainCheck>;
}

/** No DNS server configured (offline, tests): every domain stays `pending`. */
export const offlineDomainVerifier: DomainVerifier = {
  check: () => Promise.resolve('pending'),
};

const hostOnly = (host: string) => host.replace(/:\d+$/, '');

/**
 * Asks one configured DNS server whether `domain` has a CNAME to Scout's host (from `PUBLIC_URL`) or
 * the same IPv4 addresses, AND a TXT record at `_scout-challenge.<domain>` equal to the
 * organisation's token: pointing proves the domain reaches Scout, the token which organisation owns
 * it (a squatter who configured someone else's domain first never sees their token published).
 * Anything else, including an unreachable server, is `pending`.
 */
export function dnsDomainVerifier(server: string, scoutHost: string): DomainVerifier {
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([server]);
  const target = hostOnly(scoutHost).toLowerCase();
  const orNothing = <T>(promise: Promise<T[]>) => promise.catch((): T[] => []);
  const pointsAtScout = async (name: string): Promise<boolean> => {
    const cnames = await orNothing(resolver.resolveCname(name));
    if (cnames.some((c) => c.toLowerCase().replace(/\.$/, '') === target)) return true;
    const [ours, theirs] = await Promise.all([orNothing(resolver.resolve4(target)), orNothing(resolver.resolve4(name))]);
    return theirs.length > 0 && theirs.every((ip) => ours.includes(ip));
  };
  // A TXT record may come in several strings of up to 255 bytes: they are one value.
  const carriesToken = async (domain: string, challenge: string): Promise<boolean> =>
    (await orNothing(resolver.resolveTxt(domainChallengeName(domain)))).some((chunks) => chunks.join('') === challenge);
  return {
    async check(domain, challenge) {
      const [pointing, owned] = await Promise.all([pointsAtScout(hostOnly(domain)), carriesToken(domain, challenge)]);
      return pointing && owned ? 'verified' : 'pending';
    },
  };
}

export function domainVerifierFor(config: { WHITELABEL_DNS_SERVER?: string | undefined; PUBLIC_URL: string }): DomainVerifier {
  return config.WHITELABEL_DNS_SERVER
    ? dnsDomainVerifier(config.WHITELABEL_DNS_SERVER, new URL(config.PUBLIC_URL).host)
    : offlineDomainVerifier;
}
