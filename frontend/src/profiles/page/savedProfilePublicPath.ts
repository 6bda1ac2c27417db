import { publicProfileAddress } from '@scout/contracts/profiles/publicAddress';
import { publicProfilePath } from '../../public/publicPaths';

/** A saved profile's public page, or null while it has none (sharing off, or no key yet). */
export function savedProfilePublicPath(profile: {
  slug: string;
  shareKey?: string | null | undefined;
  disableShare: boolean;
}): string | null {
  return profile.shareKey && !profile.disableShare ? publicProfilePath(publicProfileAddress(profile.slug, profile.shareKey)) : null;
}
