import type { AppContext } from '../../runtime/context';
import { shortenWithBitly } from './client';
import { bitlyTokenOf } from './service';

/**
 * The Bitly short link of `url` for organisation `orgId` (`addLink`), or null when it has not
 * connected Bitly. A connected organisation whose Bitly fails gets 503: the link is not added
 * unshortened behind its back.
 */
export async function shortenLink(ctx: AppContext, orgId: string, url: string): Promise<{ bitlyLinkId: string; shortUrl: string } | null> {
  const token = await bitlyTokenOf(ctx, orgId);
  return token ? shortenWithBitly(ctx.config, token, url) : null;
}
