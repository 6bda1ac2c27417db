import { newPublicSlug } from '@scout/platform/publicSlug';

/** A profile's share key: 12 base62 characters from the CSPRNG, like a public campaign's slug (see publicAddress.ts in contracts). */
export const newShareKey = (): string => newPublicSlug();
