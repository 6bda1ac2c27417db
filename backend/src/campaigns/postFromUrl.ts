import { campaignPostFieldsSchema } from '@scout/contracts/campaigns';
import type { AppContext } from '../runtime/context';
import { ValidationError } from '@scout/platform/errors';
import { fetchForUser, parseFetchableUrl } from '@scout/platform/net/guardedFetch';
import type { CampaignPostFields } from './campaignCommands';
import { postPageFacts } from './postPage';
import { postAddressOf, type PostAddress } from './postUrl';

/** The address finally read, when it is a post of the same platform; else the one given. */
function finalAddressOf(finalUrl: string, given: PostAddress & { url: string }): PostAddress & { url: string } {
  try {
    const address = postAddressOf(new URL(finalUrl));
    if (address.platform === given.platform) return { ...address, url: finalUrl };
  } catch {
    // Redirected somewhere else (a login page, say): keep what the user pasted.
  }
  return given;
}

const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;

/**
 * The fields of a campaign post read from its public page (`addPostFromUrl`): platform and kind
 * from the address, caption, publication time and counts from what the page states (null when it
 * does not). The page is fetched through the guarded fetcher; an unsupported host answers 400
 * before anything is fetched. `influencerId` is left null for the caller to set.
 */
export async function fetchPostFromUrl(ctx: Pick<AppContext, 'fetchTestHosts'>, rawUrl: string): Promise<CampaignPostFields> {
  const url = parseFetchableUrl(rawUrl);
  const address = postAddressOf(url);
  const page = await fetchForUser(ctx, url.toString(), { accept: PAGE_TYPES });
  if (page.status < 200 || page.status >= 300) throw new ValidationError('The post could not be read from this address');
  const facts = postPageFacts(page.body.toString('utf8'));
  // A short link (vm.tiktok.com/…) names its post only once followed.
  const final = finalAddressOf(page.url, { ...address, url: url.toString() });
  return campaignPostFieldsSchema.parse({
    influencerId: null,
    url: final.url,
    platform: final.platform,
    type: final.type,
    ...(facts.caption ? { caption: facts.caption } : {}),
    publishedAt: facts.publishedAt,
    likes: facts.likes,
    comments: facts.comments,
    views: facts.views,
    shares: facts.shares,
    reach: null,
  });
}
