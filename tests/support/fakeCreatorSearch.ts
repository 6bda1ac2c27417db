import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { INSIGHTIQ_ACCOUNT_TYPES, INSIGHTIQ_SEARCH_LIMIT_MAX, INSIGHTIQ_SORT_FIELDS } from '@scout/contracts/socialData/insightiqSearch';

/**
 * The creator search of the InsightIQ fake: `size` synthetic creators (1,000,000 unless told),
 * generated deterministically from their index by a seeded hash and held as compact typed arrays
 * (about 35 bytes a creator), built on the first search. Every creator is labelled synthetic
 * (handle `synthetic.<n>`, name "Synthetic creator <n>", `synthetic: true`): test data, never real.
 * It answers `POST /v1/social/creators/profiles/search` as InsightIQ documents it, refusing (400)
 * any field it does not know, and `GET /v1/social/creators/dictionary/locations`; with an
 * injectable delay, error rate and scripted failures (with `Retry-After`).
 */

const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
const PLATFORM_BY_ID = new Map<string, number>(PLATFORMS.map((p, i) => [INSIGHTIQ_WORK_PLATFORM_IDS[p]!, i]));
/** Countries with their cities and language; the first three (DACH) are the most common. */
const COUNTRIES: ReadonlyArray<{ code: string; cities: string[]; language: string; weight: number }> = [
  { code: 'DE', cities: ['Berlin', 'Hamburg', 'Munich', 'Cologne'], language: 'de', weight: 20 },
  { code: 'AT', cities: ['Vienna', 'Graz', 'Salzburg'], language: 'de', weight: 8 },
  { code: 'CH', cities: ['Zurich', 'Basel', 'Geneva'], language: 'de', weight: 6 },
  { code: 'US', cities: ['New York', 'Los Angeles', 'Chicago'], language: 'en', weight: 20 },
  { code: 'GB', cities: ['London', 'Manchester'], language: 'en', weight: 10 },
  { code: 'FR', cities: ['Paris', 'Lyon'], language: 'fr', weight: 8 },
  { code: 'IT', cities: ['Milan', 'Rome'], language: 'it', weight: 7 },
  { code: 'ES', cities: ['Madrid', 'Barcelona'], language: 'es', weight: 7 },
  { code: 'NL', cities: ['Amsterdam', 'Rotterdam'], language: 'nl', weight: 5 },
  { code: 'PL', cities: ['Warsaw', 'Krakow'], language: 'pl', weight: 4 },
  { code: 'BR', cities: ['Sao Paulo', 'Rio de Janeiro'], language: 'pt', weight: 5 },
];
const CATEGORIES = [
  'Fashion',
  'Beauty',
  'Fitness',
  'Food',
  'Travel',
  'Gaming',
  'Music',
  'Tech',
  'Parenting',
  'Sports',
  'Comedy',
  'Education',
];
const TAGS = ['daily', 'ootd', 'inspo', 'reels', 'weekend', 'love', 'style', 'healthy'];
const BRANDS = ['zalando', 'nike', 'adidas', 'hellofresh', 'redbull', 'samsung', 'ikea', 'dm'];
const DAY_MS = 86_400_000;
const FIRST_POST_DAY = Date.UTC(2025, 0, 1);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;

/** A uniform number in [0, 1) for (seed, index, field): a 32-bit integer hash (murmur3's finaliser). */
function unit(seed: number, index: number, field: number): number {
  let h = (Math.imul(index, 0x9e3779b1) ^ Math.imul(field + 1, 0x85ebca6b) ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

const COUNTRY_WEIGHT = COUNTRIES.reduce((sum, c) => sum + c.weight, 0);
function pickCountry(u: number): number {
  let at = u * COUNTRY_WEIGHT;
  for (let i = 0; i < COUNTRIES.length; i += 1) {
    at -= COUNTRIES[i]!.weight;
    if (at < 0) return i;
  }
  return COUNTRIES.length - 1;
}

/** The synthetic creators as columns. */
class Universe {
  readonly platform: Uint8Array;
  readonly followers: Uint32Array;
  /** Percent. */
  readonly engagement: Float32Array;
  readonly likes: Uint32Array;
  readonly views: Uint32Array;
  readonly country: Uint8Array;
  readonly city: Uint8Array;
  readonly audienceCountry: Uint8Array;
  readonly language: Uint8Array;
  readonly category: Uint8Array;
  readonly tag: Uint8Array;
  readonly brand: Uint8Array;
  readonly accountType: Uint8Array;
  /** Bit 1 verified, bit 2 has contacts. */
  readonly flags: Uint8Array;
  /** Percent over six months. */
  readonly growth: Float32Array;
  /** Days after 2025-01-01. */
  readonly lastPost: Uint16Array;
  private readonly sorted = new Map<string, Uint32Array>();

  constructor(
    readonly size: number,
    seed: number,
  ) {
    this.platform = new Uint8Array(size);
    this.followers = new Uint32Array(size);
    this.engagement = new Float32Array(size);
    this.likes = new Uint32Array(size);
    this.views = new Uint32Array(size);
    this.country = new Uint8Array(size);
    this.city = new Uint8Array(size);
    this.audienceCountry = new Uint8Array(size);
    this.language = new Uint8Array(size);
    this.category = new Uint8Array(size);
    this.tag = new Uint8Array(size);
    this.brand = new Uint8Array(size);
    this.accountType = new Uint8Array(size);
    this.flags = new Uint8Array(size);
    this.growth = new Float32Array(size);
    this.lastPost = new Uint16Array(size);
    const languages = [...new Set(COUNTRIES.map((c) => c.language))];
    for (let i = 0; i < size; i += 1) {
      const u = (field: number) => unit(seed, i, field);
      this.platform[i] = Math.floor(u(0) * PLATFORMS.length);
      const followers = Math.round(1000 * 10 ** (u(1) * 4));
      this.followers[i] = followers;
      const rate = Math.round((0.3 + 9.7 * u(2) ** 2) * 100) / 100;
      this.engagement[i] = rate;
      this.likes[i] = Math.round(((followers * rate) / 100) * (0.8 + 0.3 * u(3)));
      this.views[i] = Math.round(followers * (0.2 + 2 * u(4)));
      const country = pickCountry(u(5));
      this.country[i] = country;
      this.city[i] = Math.floor(u(6) * COUNTRIES[country]!.cities.length);
      this.audienceCountry[i] = u(7) < 0.7 ? country : pickCountry(u(8));
      this.language[i] = languages.indexOf(u(9) < 0.85 ? COUNTRIES[country]!.language : 'en');
      this.category[i] = Math.floor(u(10) * CATEGORIES.length);
      this.tag[i] = Math.floor(u(11) * TAGS.length);
      this.brand[i] = Math.floor(u(12) * BRANDS.length);
      this.accountType[i] = Math.floor(u(13) * INSIGHTIQ_ACCOUNT_TYPES.length);
      this.flags[i] = (u(14) < 0.08 ? 1 : 0) | (u(15) < 0.6 ? 2 : 0);
      this.growth[i] = Math.round((-10 + 50 * u(16)) * 10) / 10;
      this.lastPost[i] = Math.floor(u(17) * 330);
    }
    this.languages = languages;
  }

  readonly languages: string[];

  /** Indices ordered by the field, largest first (ties by index), made on first use. */
  order(field: (typeof INSIGHTIQ_SORT_FIELDS)[number]): Uint32Array {
    let order = this.sorted.get(field);
    if (!order) {
      const values = this.values(field);
      order = new Uint32Array(this.size);
      for (let i = 0; i < this.size; i += 1) order[i] = i;
      order.sort((a, b) => values[b]! - values[a]! || a - b);
      this.sorted.set(field, order);
    }
    return order;
  }

  private values(field: (typeof INSIGHTIQ_SORT_FIELDS)[number]): ArrayLike<number> {
    switch (field) {
      case 'FOLLOWER_COUNT':
        return this.followers;
      case 'ENGAGEMENT_RATE':
        return this.engagement;
      case 'AVERAGE_LIKES':
        return this.likes;
      case 'AVERAGE_VIEWS':
        return this.views;
      case 'FOLLOWER_GROWTH':
        return this.growth;
    }
  }

  bio(i: number): string {
    const country = COUNTRIES[this.country[i]!]!;
    return `${CATEGORIES[this.category[i]!]} creator from ${country.cities[this.city[i]!]} (synthetic test data)`;
  }

  /** The creator as the search answers it. */
  searchProfile(i: number) {
    const platform = PLATFORMS[this.platform[i]!]!;
    const country = COUNTRIES[this.country[i]!]!;
    return {
      work_platform: { id: INSIGHTIQ_WORK_PLATFORM_IDS[platform], name: platform },
      platform_username: `synthetic.${i}`,
      full_name: `Synthetic creator ${i}`,
      image_url: null,
      introduction: this.bio(i),
      is_verified: (this.flags[i]! & 1) === 1,
      follower_count: this.followers[i],
      engagement_rate: Math.round(this.engagement[i]! * 100) / 10_000,
      average_likes: this.likes[i],
      average_views: this.views[i],
      creator_location: { city: country.cities[this.city[i]!], state: null, country: country.code },
      category: CATEGORIES[this.category[i]!],
      language: this.languages[this.language[i]!],
      platform_account_type: INSIGHTIQ_ACCOUNT_TYPES[this.accountType[i]!],
      contact_details: (this.flags[i]! & 2) === 2 ? [{ type: 'EMAIL' }] : [],
      synthetic: true,
    };
  }

  /** The creator's index from its handle on its platform; null for anybody else. */
  indexOf(platform: string, handle: string): number | null {
    const match = /^synthetic\.(\d+)$/.exec(handle.toLowerCase());
    if (!match) return null;
    const i = Number(match[1]);
    return i < this.size && PLATFORMS[this.platform[i]!] === platform ? i : null;
  }
}

type Body = Record<string, unknown>;
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Wait before answering. */
  delayMs?: number;
  /** A search page: its answer time goes into `answerTimes` once written. */
  timed?: boolean;
}

const bad = (message: string): FakeAnswer => ({ status: 400, body: { error_code: 'invalid_request', message } });

/** Known request fields (anything else is refused, as a misnamed filter would be). */
const KNOWN_FIELDS = new Set([
  'work_platform_id',
  'follower_count',
  'engagement_rate',
  'average_likes',
  'average_views',
  'creator_locations',
  'audience_locations',
  'creator_language',
  'creator_interests',
  'bio_phrase',
  'hashtags',
  'mentions',
  'is_verified',
  'has_contact_details',
  'creator_account_type',
  'follower_growth',
  'last_post_timestamp',
  'sort_by',
  'offset',
  'limit',
]);

type Test = (i: number) => boolean;

const isRange = (v: unknown): v is { min?: number; max?: number } =>
  typeof v === 'object' && v !== null && Object.entries(v).every(([k, x]) => (k === 'min' || k === 'max') && typeof x === 'number');

export interface FakeCreatorSearchOptions {
  /** How many synthetic creators (default 1,000,000). */
  size?: number;
  seed?: number;
}

export function fakeCreatorSearch(options: FakeCreatorSearchOptions = {}) {
  const size = options.size ?? 1_000_000;
  const seed = options.seed ?? 0x5c0e7;
  let universe: Universe | undefined;
  const world = () => {
    universe ??= new Universe(size, seed);
    return universe;
  };
  let delayMs = 0;
  let errorRate = 0;
  let errorStatus = 503;
  let errors = 0;
  const scripted: Array<{ status: number; retryAfter?: string }> = [];
  /**
   * The fake's own answer time of each search page (ms): from its request read to its answer written
   * (parsing, computing the page, the injected delay, writing the JSON).
   */
  const answerTimes: number[] = [];
  /** Every search request body, in order. */
  const searches: Body[] = [];

  const locationEntries = () => {
    const entries: Array<{ id: string; name: string; display_name: string; type: string }> = [];
    for (const country of COUNTRIES) {
      const name = countryName(country.code);
      entries.push({ id: `loc-${country.code}`, name, display_name: name, type: 'COUNTRY' });
      country.cities.forEach((city, k) => {
        entries.push({ id: `loc-${country.code}-${k}`, name: city, display_name: `${city}, ${name}`, type: 'CITY' });
      });
    }
    return entries;
  };

  function locations(query: URLSearchParams): FakeAnswer {
    const text = (query.get('search_string') ?? '').toLowerCase();
    if (!text) return bad('search_string is required');
    return { status: 200, body: { data: locationEntries().filter((entry) => entry.name.toLowerCase().startsWith(text)) } };
  }

  /** The tests of the request's filters; a string when the request is not one InsightIQ would take. */
  function testsOf(u: Universe, body: Body): Test[] | string {
    const tests: Test[] = [];
    for (const key of Object.keys(body)) if (!KNOWN_FIELDS.has(key)) return `unknown field ${key}`;
    const platform = PLATFORM_BY_ID.get(String(body.work_platform_id));
    if (platform === undefined) return 'work_platform_id is required';
    tests.push((i) => u.platform[i] === platform);
    const ranges: Array<[string, ArrayLike<number>]> = [
      ['follower_count', u.followers],
      ['average_likes', u.likes],
      ['average_views', u.views],
    ];
    for (const [key, values] of ranges) {
      const r = body[key];
      if (r === undefined) continue;
      if (!isRange(r)) return `${key} must be {min, max}`;
      const { min = -Infinity, max = Infinity } = r;
      tests.push((i) => values[i]! >= min && values[i]! <= max);
    }
    if (body.engagement_rate !== undefined) {
      const min = Number((body.engagement_rate as { percentage_value?: unknown }).percentage_value) * 100;
      if (!Number.isFinite(min)) return 'engagement_rate.percentage_value must be a number in text';
      tests.push((i) => u.engagement[i]! >= min - 1e-6);
    }
    /** Wanted location ids as a table: a country's index (all of it), or its index and a city's. */
    const placesOf = (ids: unknown): Uint8Array | string => {
      if (!Array.isArray(ids) || ids.length === 0) return 'locations must be a list of location ids';
      const wanted = new Uint8Array(COUNTRIES.length * 9);
      for (const id of ids) {
        const [, code, city] = /^loc-([A-Z]{2})(?:-(\d))?$/.exec(String(id)) ?? [];
        const country = COUNTRIES.findIndex((c) => c.code === code);
        if (country < 0) continue;
        wanted[country * 9 + (city === undefined ? 8 : Number(city))] = 1;
      }
      return wanted;
    };
    if (body.creator_locations !== undefined) {
      const wanted = placesOf(body.creator_locations);
      if (typeof wanted === 'string') return wanted;
      tests.push((i) => wanted[u.country[i]! * 9 + 8] === 1 || wanted[u.country[i]! * 9 + u.city[i]!] === 1);
    }
    if (body.audience_locations !== undefined) {
      const list = body.audience_locations as Array<{ location_id?: unknown; percentage_value?: unknown; operator?: unknown }>;
      if (!Array.isArray(list) || list.some((l) => typeof l.location_id !== 'string' || typeof l.percentage_value !== 'number'))
        return 'audience_locations must be [{location_id, percentage_value, operator}]';
      const wanted = placesOf(list.map((l) => l.location_id));
      if (typeof wanted === 'string') return wanted;
      tests.push((i) => wanted[u.audienceCountry[i]! * 9 + 8] === 1);
    }
    if (body.creator_language !== undefined) {
      const language = u.languages.indexOf(String((body.creator_language as { code?: unknown }).code));
      tests.push((i) => u.language[i] === language);
    }
    if (body.creator_interests !== undefined) {
      if (!Array.isArray(body.creator_interests)) return 'creator_interests must be a list';
      const wanted = new Set(body.creator_interests.map((c) => CATEGORIES.findIndex((k) => k.toLowerCase() === String(c).toLowerCase())));
      tests.push((i) => wanted.has(u.category[i]!));
    }
    const named = (key: string, names: readonly string[], of: Uint8Array, category: boolean): Test | string | null => {
      const list = body[key];
      if (list === undefined) return null;
      if (!Array.isArray(list) || list.some((t) => typeof (t as { name?: unknown }).name !== 'string')) return `${key} must be [{name}]`;
      const wanted = list.map((t) => (t as { name: string }).name.toLowerCase());
      return (i) => wanted.every((name) => names[of[i]!] === name || (category && CATEGORIES[u.category[i]!]!.toLowerCase() === name));
    };
    for (const t of [named('hashtags', TAGS, u.tag, true), named('mentions', BRANDS, u.brand, false)]) {
      if (typeof t === 'string') return t;
      if (t) tests.push(t);
    }
    if (body.bio_phrase !== undefined) {
      // A bio is made of its category, country and city: the phrase is looked up once per combination.
      const phrase = String(body.bio_phrase).toLowerCase();
      const matches = new Map<number, boolean>();
      tests.push((i) => {
        const combination = (u.category[i]! * COUNTRIES.length + u.country[i]!) * 8 + u.city[i]!;
        let match = matches.get(combination);
        if (match === undefined) {
          match = u.bio(i).toLowerCase().includes(phrase);
          matches.set(combination, match);
        }
        return match;
      });
    }
    if (body.is_verified !== undefined) {
      const verified = body.is_verified === true ? 1 : 0;
      tests.push((i) => (u.flags[i]! & 1) === verified);
    }
    if (body.has_contact_details !== undefined) {
      const contacts = body.has_contact_details === true ? 2 : 0;
      tests.push((i) => (u.flags[i]! & 2) === contacts);
    }
    if (body.creator_account_type !== undefined) {
      if (!Array.isArray(body.creator_account_type)) return 'creator_account_type must be a list';
      const wanted = new Set(body.creator_account_type.map((t) => INSIGHTIQ_ACCOUNT_TYPES.indexOf(t as 'PERSONAL')));
      if (wanted.has(-1)) return 'creator_account_type holds an unknown type';
      tests.push((i) => wanted.has(u.accountType[i]!));
    }
    if (body.follower_growth !== undefined) {
      const growth = body.follower_growth as { interval?: unknown; interval_unit?: unknown; percentage_value?: unknown };
      if (typeof growth.percentage_value !== 'number' || growth.interval_unit !== 'MONTH') return 'follower_growth is malformed';
      const min = growth.percentage_value;
      tests.push((i) => u.growth[i]! >= min);
    }
    if (body.last_post_timestamp !== undefined) {
      const at = Date.parse(String(body.last_post_timestamp));
      if (Number.isNaN(at)) return 'last_post_timestamp must be an ISO date-time';
      const day = Math.ceil((at - FIRST_POST_DAY) / DAY_MS);
      tests.push((i) => u.lastPost[i]! >= day);
    }
    return tests;
  }

  function search(body: Body): FakeAnswer {
    searches.push(body);
    const failure = scripted.shift();
    if (failure)
      return {
        status: failure.status,
        body: { error_code: 'rate_limited', message: 'Try again' },
        ...(failure.retryAfter === undefined ? {} : { headers: { 'Retry-After': failure.retryAfter } }),
      };
    if (errorRate > 0) {
      errors += 1;
      if (unit(seed, errors, 99) < errorRate)
        return { status: errorStatus, body: { error_code: 'server_error', message: 'InsightIQ is down' }, delayMs };
    }
    const u = world();
    const tests = testsOf(u, body);
    if (typeof tests === 'string') return bad(tests);
    const sort = body.sort_by as { field?: unknown; order?: unknown } | undefined;
    if (
      !sort ||
      !(INSIGHTIQ_SORT_FIELDS as readonly unknown[]).includes(sort.field) ||
      !['ASCENDING', 'DESCENDING'].includes(String(sort.order))
    )
      return bad('sort_by must be {field, order}');
    const { offset, limit } = body as { offset?: unknown; limit?: unknown };
    if (!Number.isInteger(offset) || (offset as number) < 0) return bad('offset must be a whole number from 0');
    if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > INSIGHTIQ_SEARCH_LIMIT_MAX)
      return bad(`limit must be 1 to ${INSIGHTIQ_SEARCH_LIMIT_MAX}`);
    const order = u.order(sort.field as (typeof INSIGHTIQ_SORT_FIELDS)[number]);
    const ascending = sort.order === 'ASCENDING';
    const from = offset as number;
    const until = from + (limit as number);
    const page: number[] = [];
    let total = 0;
    for (let k = 0; k < u.size; k += 1) {
      const i = order[ascending ? u.size - 1 - k : k]!;
      let pass = true;
      for (const test of tests) {
        if (!test(i)) {
          pass = false;
          break;
        }
      }
      if (!pass) continue;
      if (total >= from && total < until) page.push(i);
      total += 1;
    }
    const answer = {
      status: 200,
      body: { data: page.map((i) => u.searchProfile(i)), metadata: { offset: from, limit, total_results: total } },
      delayMs,
      timed: true,
    };
    return answer;
  }

  return {
    size,
    /** Answers the search and dictionary routes; null for any other request. */
    answer(method: string, path: string, body: unknown): FakeAnswer | null {
      const url = new URL(path, 'http://fake');
      if (method === 'POST' && url.pathname === '/v1/social/creators/profiles/search')
        return search(body && typeof body === 'object' ? (body as Body) : {});
      if (method === 'GET' && url.pathname === '/v1/social/creators/dictionary/locations') return locations(url.searchParams);
      return null;
    },
    /** The analytics overrides of a synthetic creator (fakeCreator), with its contact details; null for anybody else. */
    analytics(platform: string, handle: string): Record<string, unknown> | null {
      if (!/^synthetic\.\d+$/i.test(handle)) return null;
      const u = world();
      const i = u.indexOf(platform, handle);
      if (i === null) return null;
      const profile = u.searchProfile(i);
      return {
        platform_username: profile.platform_username,
        full_name: profile.full_name,
        image_url: null,
        introduction: profile.introduction,
        category: profile.category,
        is_verified: profile.is_verified,
        follower_count: profile.follower_count,
        engagement_rate: profile.engagement_rate,
        average_likes: profile.average_likes,
        average_views: profile.average_views,
        creator_location: profile.creator_location,
        contact_details: (u.flags[i]! & 2) === 2 ? [{ type: 'EMAIL', value: `synthetic.${i}@example.invalid` }] : [],
        lookalikes: [],
      };
    },
    /** The synthetic creators' figures by index (tests compare Scout's answers with them). */
    profileAt: (i: number) => world().searchProfile(i),
    /** Builds the creators now (otherwise the first search does). */
    warm(): void {
      world().order('FOLLOWER_COUNT');
    },
    searches,
    answerTimes,
    /** Waits this long before each search answer. */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** Fails this share of searches (deterministically) with the status. */
    setErrorRate(rate: number, status = 503) {
      errorRate = rate;
      errorStatus = status;
    },
    /** The next searches answer these statuses, each with its `Retry-After` when given. */
    failNext(...failures: Array<{ status: number; retryAfter?: string }>) {
      scripted.push(...failures);
    },
  };
}

export type FakeCreatorSearch = ReturnType<typeof fakeCreatorSearch>;
