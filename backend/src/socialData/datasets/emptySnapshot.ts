import { noStatistics, type ProfileSnapshot } from '@scout/contracts/socialData';

/** A snapshot that knows only who the creator is; readers fill in what their data gives. */
export function emptySnapshot(platform: string, username: string): ProfileSnapshot {
  return {
    platform,
    username,
    identity: {
      fullName: null,
      imageUrl: null,
      bio: null,
      category: null,
      country: null,
      city: null,
      verified: null,
      profileUrl: profileUrlOf(platform, username),
    },
    statistics: { ...noStatistics },
    recentPosts: [],
    followerHistory: [],
  };
}

/** The public address of a handle; YouTube handles with spaces are channel names, not handles. */
export function profileUrlOf(platform: string, username: string): string | null {
  const handle = encodeURIComponent(username);
  if (platform === 'instagram') return `https://www.instagram.com/${handle}/`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${handle}`;
  if (platform === 'youtube') return /^[\w.-]+$/.test(username) ? `https://www.youtube.com/@${handle}` : null;
  return null;
}
