/**
 * Builds the creator sample Scout ships (backend/src/socialData/sample/creators.json) from the
 * public datasets in the shared data folder beside the checkout (`../shared/data`, or the folder given as the first argument):
 *   node --import tsx scripts/src/buildSocialSample.ts [dataDir]
 * Scout never reads the datasets at run time; re-run this only to refresh the sample.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { socialSampleSchema, type SocialSample } from '@scout/contracts/socialData/sample';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { usernameSchema } from '@scout/contracts/profiles';
import { mergeTop1000Rows, readTop1000Csv, TOP1000_FILES } from '@scout/backend/socialData/datasets/top1000';
import { readTiktokVideosCsv } from '@scout/backend/socialData/datasets/tiktokVideos';

// The project's shared data folder sits beside the checkout.
const dataDir = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');
const output = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../backend/src/socialData/sample/creators.json');

/** Creators people try first; kept whatever their rank. */
const WANTED = new Set([
  'cristiano',
  'leomessi',
  'mrbeast',
  'mrbeast6000',
  'khaby.lame',
  'kyliejenner',
  'selenagomez',
  'charlidamelio',
  'pewdiepie',
  'tseries',
  'zendaya',
  'bellapoarch',
]);
const TOP_PER_PLATFORM = 110;
const TIKTOK_VIDEO_CREATORS = 90;
const POSTS_PER_VIDEO_CREATOR = 25;

/** Only creators a user can type: YouTube channel names with spaces are not handles. */
const isHandle = (username: string) => usernameSchema.safeParse(username).success;

const read = (...parts: string[]) => readFileSync(path.join(dataDir, ...parts), 'utf8');

const rows = Object.entries(TOP1000_FILES).flatMap(([file, layout]) => readTop1000Csv(read('top1000-social-media-2022', file), layout));
const ranked = mergeTop1000Rows(rows).sort((a, b) => (b.statistics.followers ?? 0) - (a.statistics.followers ?? 0));

const chosen: ProfileSnapshot[] = [];
for (const platform of ['instagram', 'tiktok', 'youtube']) {
  const onPlatform = ranked.filter((s) => s.platform === platform && s.statistics.followers !== null && isHandle(s.username));
  const top = onPlatform.slice(0, TOP_PER_PLATFORM);
  const wanted = onPlatform.filter((s) => WANTED.has(s.username.toLowerCase()) && !top.includes(s));
  chosen.push(...top, ...wanted);
}

const videoCreators = readTiktokVideosCsv(read('tiktok-videos-2025', 'users_videos.csv'))
  .filter((s) => s.recentPosts.length >= 10 && isHandle(s.username))
  .sort(
    (a, b) =>
      b.recentPosts.length - a.recentPosts.length ||
      (b.statistics.followers ?? 0) - (a.statistics.followers ?? 0) ||
      a.username.localeCompare(b.username),
  )
  .slice(0, TIKTOK_VIDEO_CREATORS)
  .map((s) => ({ ...s, recentPosts: s.recentPosts.slice(0, POSTS_PER_VIDEO_CREATOR) }));
const taken = new Set(chosen.map((s) => `${s.platform}/${s.username.toLowerCase()}`));
chosen.push(...videoCreators.filter((s) => !taken.has(`tiktok/${s.username}`)));

const sample: SocialSample = socialSampleSchema.parse({
  sources: [
    'top1000-social-media-2022: Kaggle ramjasmaurya/top-1000-social-media-channels (Instagram, TikTok, YouTube; Jun, Sep, Nov, Dec 2022 and one undated snapshot)',
    'tiktok-videos-2025: public scrape of TikTok videos of Vietnamese and Asian creators, Nov 2020 – Jun 2025 (users_videos.csv)',
  ],
  creators: chosen,
});
const json = JSON.stringify(sample);
writeFileSync(output, `${json}\n`);
console.log(`${sample.creators.length} creators, ${(json.length / 1024).toFixed(0)} KiB -> ${output}`);
