/**
 * Synthetic profile-bank creators, for benchmarks only: never loaded by the app, never shown to
 * users as real (every row has `synthetic: true` and the source "synthetic benchmark data").
 *
 *   node --import tsx scripts/bench/bankGenerator.ts N [FILE.jsonl]   (JSON Lines to FILE or stdout)
 *
 * Distributions: platform mix 45 % Instagram, 35 % TikTok, 20 % YouTube; followers log-normal
 * (median ~25,000, long tail to hundreds of millions); engagement falling with size; categories,
 * creator and audience countries drawn with the frequencies of the real embedded bank
 * (backend/src/discovery/bank/sample); deterministic for a seed.
 */
import { readFileSync, createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { BankCreatorInput, BankPlatform } from '@scout/contracts/discovery/bank';

export const SYNTHETIC_SOURCE = 'synthetic benchmark data';

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Weighted<T> {
  values: T[];
  /** Cumulative weights, last = 1. */
  cumulative: number[];
}

function weighted<T>(counts: Map<T, number>): Weighted<T> {
  const entries = [...counts].filter(([, n]) => n > 0);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  let running = 0;
  return { values: entries.map(([v]) => v), cumulative: entries.map(([, n]) => (running += n / total)) };
}

function pick<T>(from: Weighted<T>, r: number): T {
  let lo = 0;
  let hi = from.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (from.cumulative[mid]! < r) lo = mid + 1;
    else hi = mid;
  }
  return from.values[lo]!;
}

/** Frequencies of the real embedded bank: categories per platform, creator and audience countries. */
function realFrequencies() {
  const file = fileURLToPath(new URL('../../backend/src/discovery/bank/sample/bank.jsonl.gz', import.meta.url));
  const categories = new Map<BankPlatform, Map<string, number>>();
  const countries = new Map<string, number>();
  const hashtags = new Map<string, number>();
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (!line) continue;
    const c = JSON.parse(line) as {
      platform: BankPlatform;
      categories: string[];
      country: string | null;
      audienceCountry: string | null;
      hashtags: string[];
    };
    const own = categories.get(c.platform) ?? new Map<string, number>();
    for (const category of c.categories.slice(0, 1)) own.set(category, (own.get(category) ?? 0) + 1);
    categories.set(c.platform, own);
    for (const country of [c.country, c.audienceCountry]) if (country) countries.set(country, (countries.get(country) ?? 0) + 1);
    for (const tag of c.hashtags.slice(0, 5)) if (/^[a-z0-9]{3,20}$/.test(tag)) hashtags.set(tag, (hashtags.get(tag) ?? 0) + 1);
  }
  // TikTok's real rows rarely name a category: TikTok draws from every platform's categories.
  const all = new Map<string, number>();
  for (const own of categories.values()) for (const [k, v] of own) all.set(k, (all.get(k) ?? 0) + v);
  return {
    categories: {
      instagram: weighted(categories.get('instagram') ?? all),
      youtube: weighted(categories.get('youtube') ?? all),
      tiktok: weighted(all),
    } as Record<BankPlatform, Weighted<string>>,
    countries: weighted(countries),
    hashtags: [...hashtags]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 400)
      .map(([tag]) => tag),
  };
}

const CITIES: Record<string, string[]> = {
  US: ['New York', 'Los Angeles', 'Chicago', 'Miami', 'Austin'],
  IN: ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte'],
  ID: ['Jakarta', 'Surabaya', 'Bandung'],
  MX: ['Ciudad de México', 'Guadalajara', 'Monterrey'],
  GB: ['London', 'Manchester', 'Birmingham'],
  DE: ['Berlin', 'München', 'Köln', 'Düsseldorf'],
  AT: ['Wien', 'Graz', 'Linz', 'Salzburg'],
  CH: ['Zürich', 'Genève', 'Basel'],
  FR: ['Paris', 'Lyon', 'Marseille'],
  ES: ['Madrid', 'Barcelona', 'Málaga'],
  TR: ['İstanbul', 'Ankara', 'İzmir'],
  VN: ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng'],
  RU: ['Moscow', 'Saint Petersburg'],
  KR: ['Seoul', 'Busan'],
};
const LANGUAGES: Record<string, string> = {
  US: 'en',
  GB: 'en',
  IN: 'hi',
  BR: 'pt',
  PT: 'pt',
  ID: 'id',
  MX: 'es',
  ES: 'es',
  AR: 'es',
  CO: 'es',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  TR: 'tr',
  VN: 'vi',
  RU: 'ru',
  KR: 'ko',
  JP: 'ja',
  TH: 'th',
  PH: 'en',
  IT: 'it',
  EG: 'ar',
  SA: 'ar',
  IQ: 'ar',
  IR: 'fa',
  PK: 'ur',
};
const FIRST = [
  'anna',
  'lukas',
  'maria',
  'david',
  'sofia',
  'jonas',
  'lea',
  'felix',
  'mia',
  'noah',
  'emma',
  'leon',
  'zoe',
  'elias',
  'nina',
  'paul',
  'lina',
  'max',
  'ava',
  'liam',
  'chloé',
  'josé',
  'jürgen',
  'zoë',
  'andrés',
  'linh',
  'minh',
  'priya',
  'arjun',
  'yuki',
];
const LAST = [
  'huber',
  'gruber',
  'wagner',
  'müller',
  'schmid',
  'silva',
  'santos',
  'garcía',
  'nguyen',
  'tran',
  'kumar',
  'sharma',
  'smith',
  'jones',
  'brown',
  'rossi',
  'dubois',
  'kim',
  'park',
  'öztürk',
  'novak',
  'kowalski',
  'yilmaz',
  'costa',
  'lópez',
];
const BIO = ['creator', 'lover of', 'sharing my', 'daily', 'all about', 'tips on', 'my journey in', 'stories about'];

/** A normal draw (Box-Muller). */
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');

/** `n` synthetic creators, deterministic for `seed`, unique by platform and handle. */
export function* generateBankCreators(n: number, options: { seed?: number; now?: Date } = {}): Generator<BankCreatorInput> {
  const r = random(options.seed ?? 42);
  const now = (options.now ?? new Date('2026-11-01T00:00:00Z')).getTime();
  const real = realFrequencies();
  const platforms: Weighted<BankPlatform> = weighted(
    new Map<BankPlatform, number>([
      ['instagram', 45],
      ['tiktok', 35],
      ['youtube', 20],
    ]),
  );
  const accountTypes = weighted(
    new Map([
      ['personal', 50],
      ['creator', 35],
      ['business', 15],
    ] as const),
  );
  const engagementBase: Record<BankPlatform, number> = { instagram: 3, tiktok: 6, youtube: 2.5 };

  for (let i = 0; i < n; i += 1) {
    const platform = pick(platforms, r());
    // log10 followers ~ N(4.4, 0.85): median ~25K, 1 in 1,000 above ~10M, clipped to 1K..600M.
    const followers = Math.round(10 ** Math.min(8.78, Math.max(3, 4.4 + 0.85 * normal(r))));
    const category = pick(real.categories[platform], r());
    const secondCategory = r() < 0.3 ? pick(real.categories[platform], r()) : null;
    const country = r() < 0.85 ? pick(real.countries, r()) : null;
    const audienceCountry = r() < 0.6 ? (r() < 0.7 && country ? country : pick(real.countries, r())) : null;
    const cities = country ? CITIES[country] : undefined;
    const city = cities && r() < 0.7 ? cities[Math.floor(r() * cities.length)]! : null;
    const language = country && r() < 0.9 ? (LANGUAGES[country] ?? 'en') : null;
    // Engagement falls with size: about a third per decade, log-normal noise.
    const engagementRate = Math.round(engagementBase[platform] * (followers / 10_000) ** -0.22 * Math.exp(0.45 * normal(r)) * 100) / 100;
    const interactions = (engagementRate / 100) * followers;
    const averageLikes = Math.round(interactions * 0.96);
    const averageComments = Math.round(interactions * 0.04);
    const averageViews =
      platform === 'instagram' && r() < 0.5
        ? null
        : Math.round(followers * (platform === 'tiktok' ? 0.6 : 0.25) * Math.exp(0.8 * normal(r)));
    // Four monthly counts ending now, growth per month ~ N(1.5 %, 4 %).
    const history: Array<{ date: string; followers: number }> = [];
    let count = followers;
    for (let month = 0; month < 4; month += 1) {
      history.unshift({
        date: new Date(now - month * 30 * 86_400_000).toISOString().slice(0, 10),
        followers: Math.max(0, Math.round(count)),
      });
      count /= 1 + (0.015 + 0.04 * normal(r));
    }
    const first = FIRST[Math.floor(r() * FIRST.length)]!;
    const last = LAST[Math.floor(r() * LAST.length)]!;
    const username = `${ascii(first)}.${ascii(last)}${i.toString(36)}`;
    const tags =
      real.hashtags.length > 0
        ? Array.from({ length: Math.floor(r() * 6) }, () => real.hashtags[Math.floor(r() ** 2 * real.hashtags.length)]!)
        : [];
    const mentions =
      r() < 0.4
        ? [
            `${ascii(FIRST[Math.floor(r() * FIRST.length)]!)}.${ascii(LAST[Math.floor(r() * LAST.length)]!)}${Math.floor(r() * n).toString(36)}`,
          ]
        : [];
    const name = `${first[0]!.toUpperCase()}${first.slice(1)} ${last[0]!.toUpperCase()}${last.slice(1)}`;
    yield {
      platform,
      username,
      fullName: name,
      bio: `${BIO[Math.floor(r() * BIO.length)]} ${category.toLowerCase()}${city ? ` · ${city}` : ''}`,
      imageUrl: null,
      categories: secondCategory && secondCategory !== category ? [category, secondCategory] : [category],
      country,
      city,
      audienceCountry,
      language,
      accountType: pick(accountTypes, r()),
      verified: r() < Math.min(0.9, 0.02 + followers / 5e7),
      followers,
      following: Math.round(10 ** (2 + 1.2 * r())),
      posts: Math.round(10 ** (1.5 + 1.8 * r())),
      engagementRate: Math.min(10_000, engagementRate),
      averageLikes,
      averageComments,
      averageViews,
      followerHistory: history,
      hashtags: [...new Set(tags)],
      mentions,
      lastPostAt: new Date(now - Math.floor(r() ** 2 * 180 * 86_400_000)).toISOString(),
      contacts: r() < 0.3 ? [{ type: 'email', value: `${username}@example.com` }] : [],
      sources: [SYNTHETIC_SOURCE],
      synthetic: true,
    };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const n = Number(process.argv[2] ?? '1000');
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write('usage: node --import tsx scripts/bench/bankGenerator.ts N [FILE.jsonl]\n');
    process.exit(2);
  }
  const out = process.argv[3] ? createWriteStream(process.argv[3]) : process.stdout;
  for (const creator of generateBankCreators(n)) {
    if (!out.write(`${JSON.stringify(creator)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
}
