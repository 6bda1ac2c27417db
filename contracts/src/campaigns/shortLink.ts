import { z } from 'zod';

/**
 * `GET /misc/shortLink?slug&linkId[&redirect]` (public): one link of a shared campaign, as its
 * public report lists it. Only addresses the campaign stored are answered or redirected to.
 */
export const shortLinkQuerySchema = z.object({
  /** The campaign's public slug (`generatePublicUrl`). */
  slug: z.string().min(1).max(100),
  linkId: z.string().min(1).max(100),
  /**
   * `true`: a visit instead of JSON. A 302 to the link (its Bitly short link when it has one, so the
   * click is counted) when its address lies on the organisation's verified white-label domain;
   * otherwise a 200 HTML page of Scout's that shows the address and links to it, without redirecting.
   */
  redirect: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export interface ShortLinkResponse {
  /** The address the campaign stored (`addLink`). */
  url: string;
  /** Its Bitly short link, or null when it was added without Bitly. */
  shortUrl: string | null;
  linkText: string;
}
