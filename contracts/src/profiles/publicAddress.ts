import { z } from 'zod';

/**
 * A public profile's address is its slug with the profile's share key after it:
 * `<slug>-<shareKey>`, e.g. `ana-travels-instagram-4fQ9xTb2LmZp`. The key is 12 base62 characters
 * from the CSPRNG (about 71 bits), made when the profile is saved or its sharing is turned on again,
 * so knowing a creator's handle (and so the slug) never finds the page.
 */
export const PROFILE_SHARE_KEY_LENGTH = 12;
export const profileShareKeySchema = z.string().regex(new RegExp(`^[0-9A-Za-z]{${PROFILE_SHARE_KEY_LENGTH}}$`), 'not a share key');

export function publicProfileAddress(slug: string, shareKey: string): string {
  return `${slug}-${shareKey}`;
}

const ADDRESS = new RegExp(`^(.+)-([0-9A-Za-z]{${PROFILE_SHARE_KEY_LENGTH}})$`);

/** `{address}` of `GET /misc/socialProfile/{address}`: the slug and the key; a bare slug is refused (404). */
export const publicProfileAddressSchema = z
  .string()
  .max(200)
  .transform((address, ctx) => {
    const match = ADDRESS.exec(address);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'Profile not found' });
      return z.NEVER;
    }
    return { slug: match[1]!, shareKey: match[2]! };
  });

/** `GET /misc/socialProfile/:slug`: the parameter the spec names `slug` holds the public address. */
export const publicProfileParamsSchema = z.object({ slug: z.string().max(200) });
