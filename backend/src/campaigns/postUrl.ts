import type { CAMPAIGN_POST_TYPES } from '@scout/contracts/campaigns';
import { ValidationError } from '@scout/platform/errors';

type PostType = (typeof CAMPAIGN_POST_TYPES)[number];

export interface PostAddress {
  platform: 'instagram' | 'tiktok' | 'youtube';
  type: PostType;
}

const onDomain = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * The platform and kind of post an address names, from its host and path alone: Instagram
 * `/p/`, `/reel/`, `/tv/`; TikTok `/@user/video/…`, `/@user/photo/…` and its short links;
 * YouTube `/watch?v=`, `/shorts/`, `/live/` and youtu.be. Anything else answers 400.
 */
export function postAddressOf(url: URL): PostAddress {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (onDomain(host, 'instagram.com')) {
    if (first === 'p' && second) return { platform: 'instagram', type: 'post' };
    if ((first === 'reel' || first === 'reels') && second) return { platform: 'instagram', type: 'reel' };
    if (first === 'tv' && second) return { platform: 'instagram', type: 'video' };
    throw new ValidationError('This Instagram address is not a post');
  }
  if (onDomain(host, 'tiktok.com')) {
    if (host === 'vm.tiktok.com' || host === 'vt.tiktok.com') return { platform: 'tiktok', type: 'video' };
    if (first?.startsWith('@') && second === 'video' && segments[2]) return { platform: 'tiktok', type: 'video' };
    if (first?.startsWith('@') && second === 'photo' && segments[2]) return { platform: 'tiktok', type: 'carousel' };
    throw new ValidationError('This TikTok address is not a post');
  }
  if (host === 'youtu.be' && first) return { platform: 'youtube', type: 'video' };
  if (onDomain(host, 'youtube.com')) {
    if (first === 'shorts' && second) return { platform: 'youtube', type: 'short' };
    if (first === 'watch' && url.searchParams.get('v')) return { platform: 'youtube', type: 'video' };
    if (first === 'live' && second) return { platform: 'youtube', type: 'video' };
    throw new ValidationError('This YouTube address is not a video');
  }
  throw new ValidationError('Posts can be added from Instagram, TikTok and YouTube addresses');
}
