/** An http(s) address, the only kind a short link leads to. */
export const isHttpAddress = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Whether a link's address lies on the domain DNS proved the organisation holds (its white-label
 * domain) or below it: only then does its short link redirect straight away.
 */
export function isVerifiedDestination(url: string, verifiedDomain: string | null): boolean {
  if (!verifiedDomain || !isHttpAddress(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  const domain = verifiedDomain.toLowerCase().replace(/:\d+$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}
