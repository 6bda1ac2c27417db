/**
 * Builds the profile bank Scout ships (backend/src/discovery/bank/sample/bank.jsonl.gz and its
 * SOURCE.md) from every public dataset in the shared data folder beside the checkout (`../shared/data`, or the folder given first):
 *   node --import tsx scripts/src/buildBankSample.ts [dataDir]
 * Scout never reads the datasets at run time; re-run this only to refresh the sample.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BANK_PLATFORMS } from '@scout/contracts/discovery/bank';
import { buildBankFromDatasets, SOURCES } from './bank/sampleFromDatasets';

// The project's shared data folder sits beside the checkout.
const dataDir = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../backend/src/discovery/bank/sample');

const { creators, skipped, youtubeMatchedByName, ratesLeftOut } = buildBankFromDatasets(dataDir);
const jsonl = `${creators.map((creator) => JSON.stringify(creator)).join('\n')}\n`;
const gzipped = gzipSync(jsonl, { level: 9 });
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'bank.jsonl.gz'), gzipped);

const perPlatform = Object.fromEntries(BANK_PLATFORMS.map((p) => [p, creators.filter((c) => c.platform === p).length]));
const perSource = Object.values(SOURCES).map((source) => [source, creators.filter((c) => c.sources.includes(source)).length] as const);
const known = (pick: (c: (typeof creators)[number]) => unknown) => creators.filter((c) => pick(c) !== null && pick(c) !== undefined).length;
const grouped = (n: number) => n.toLocaleString('en-US');

const source = `# The embedded profile bank

\`bank.jsonl.gz\` is the profile bank Scout loads on first start when its bank is empty (see the
docs/profile-bank.md). It is generated, not hand-written:
\`node --import tsx scripts/src/buildBankSample.ts [dataDir]\` reads every public dataset mirrored in
the shared data folder (\`../shared/data\`, beside the checkout) with the readers of \`backend/src/socialData/datasets/\` and writes this folder.
Scout never reads the datasets at run time. One gzip JSON Lines row per creator, in the shape of
\`bankCreatorSchema\` (contracts/src/discovery/bank.ts), each naming its \`sources\`.

## What it holds: ${grouped(creators.length)} creators

| platform | creators |
|---|---|
${BANK_PLATFORMS.map((p) => `| ${p} | ${grouped(perPlatform[p]!)} |`).join('\n')}

| source | creators with figures from it |
|---|---|
${perSource.map(([s, n]) => `| ${s} | ${grouped(n)} |`).join('\n')}

Figures known: followers ${grouped(known((c) => c.followers))}, engagement rate ${grouped(known((c) => c.engagementRate))},
average likes ${grouped(known((c) => c.averageLikes))}, average views ${grouped(known((c) => c.averageViews))},
creator's country ${grouped(known((c) => c.country))}, audience country ${grouped(known((c) => c.audienceCountry))},
a follower history of two or more dated points ${grouped(creators.filter((c) => c.followerHistory.length >= 2).length)},
hashtags ${grouped(creators.filter((c) => c.hashtags.length > 0).length)}, a category ${grouped(creators.filter((c) => c.categories.length > 0).length)}.
Rows left out: ${grouped(skipped.length)} (${[...new Set(skipped.map((s) => s.reason))].join('; ') || 'none'}).
Engagement rates left null because they passed 10,000 % (one viral video of a small account): ${grouped(ratesLeftOut)}.

## How it is made

- One creator per platform and handle (lower case, without @). Each figure comes from the first
  source that gives it, in this order: top1000-social-media-2022 (newest dated snapshot first, the
  undated file last), top200-instagram-youtube-2022, youtube-global-statistics-2023,
  tiktok-videos-2025. Categories are collected from every source in that order.
- **Follower history** and growth: the dated top-1000 snapshots (Jun, Sep, Nov, Dec 2022), each
  dated the 15th of its month. The undated files give no history point.
- **Country** is the creator's: YouTube's dated top-1000 files, the top-200 files' \`Country\`, the
  2023 set's \`Abbreviation\`. Instagram's top-1000 "country" column, and YouTube's undated
  "Audience Country", are the **audience's** country: they go to \`audienceCountry\`, never to
  \`country\`. English country names are turned into ISO codes with Node's ICU data.
- **Engagement rate** = average interactions per post / followers × 100, only where the data gives
  interactions: Instagram top-1000 "Eng. (Avg.)" (average interactions, not a rate); average likes
  plus average comments elsewhere (top-1000 TikTok and YouTube, top-200 Instagram, the TikTok videos).
- **YouTube handles**: the YouTube sets often give a channel's name, not its handle. A name that is
  not a valid handle becomes its letters and digits in lower case ("Baby Big Mouth Kids - Sing,
  Dance, Explore" → "babybigmouthkidssingdanceexplore"): it identifies the entry, it is not
  necessarily the channel's @handle. Channels of the top-200 and 2023 sets are matched to the
  top-1000 channel of the same name (${grouped(youtubeMatchedByName)} matched).
- **TikTok videos 2025**: both files (\`users_videos.csv\`, \`raw_data.csv\`); averages over each
  creator's newest 50 videos; hashtags and mentions are the 30 most frequent in those videos; the
  last post date is the newest video (post times had no zone and were read as Asia/Ho_Chi_Minh).
- Nothing is invented: figures no source gives (bios, pictures, cities, languages, account types,
  verification, contact details) are null or empty. No row is synthetic.

The upstream licences are unverified (no licence file was found in any mirror); the sample is an
attributed subset of public statistics for demonstration and development.
`;
writeFileSync(path.join(folder, 'SOURCE.md'), source);
console.log(
  `${creators.length} creators (${JSON.stringify(perPlatform)}), ${skipped.length} rows left out, ${(gzipped.length / 1024).toFixed(0)} KiB -> ${folder}`,
);
