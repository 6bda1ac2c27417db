import type { LocationMatch, LocationType } from '@scout/contracts/discovery/locations';
import { LOCATIONS_MAX_LIMIT } from '@scout/contracts/discovery/locations';

/** One country or city as the index takes it in. */
export interface PlaceInput {
  type: LocationType;
  code: string;
  name: string;
  nameDe: string;
  country: string;
  /** Inhabitants of a city; for a country only its order among countries (never shown). */
  population: number;
  /** Its own other names: English and German aliases of a country, the ASCII spelling of a city. */
  aliases: readonly string[];
  /** Names in other languages and old names (untagged); they match, but after its own names. */
  otherNames: readonly string[];
}

const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ſ: 's',
};
const FOLDABLE = /[ßæœøđðþłıħŧŋſ]/g;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The form names and queries are compared in: lower case, without accents (`Zürich` → `zurich`,
 * `Łódź` → `lodz`, `Straße` → `strasse`), every run of other characters one space, trimmed.
 */
export function normaliseName(text: string): string {
  // Plain ASCII (most names): the same result without the Unicode passes.
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(FOLDABLE, (c) => FOLDED[c] ?? c)
    .replace(SEPARATORS, ' ')
    .trim();
}
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/** German spelling without umlauts (`Zürich` → `Zuerich`), so `zuerich` and `muenchen` find them too. */
function umlautSpelling(name: string): string | null {
  if (ASCII.test(name)) return null;
  const composed = name.normalize('NFC');
  if (!/[äöüÄÖÜ]/.test(composed)) return null;
  return composed.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue');
}

/** Ranges with more keys than this are answered once per (text, type) and remembered. */
const SCAN_LIMIT = 1024;
const CACHE_LIMIT = 4096;
/** Joins keys and names in their one string each; normalised keys and names never hold it. */
const JOIN = '\n';
/** Scores are tier × TIER + rank, so ranks must stay below it. */
const TIER = 1 << 22;
/** How many places are indexed between two pauses. */
const PAUSE_EVERY = 500;
/** Bits of a key's reference below the place's rank. */
const WHOLE = 1;
const OWN = 2;

interface IndexParts {
  countryCount: number;
  placeCount: number;
  countryOf: string[];
  countryCode: string[];
  cityCode: Float64Array;
  population: Float64Array;
  namesFrom: Uint32Array;
  primaryNames: Uint8Array;
  nameText: string;
  nameStart: Uint32Array;
  keyText: string;
  keyStart: Uint32Array;
  refs: Int32Array;
  nameOf: Uint32Array;
  countryNames: Map<string, string>;
}

/**
 * Countries and cities by any word of any of their names. Every name gives one key per word, from
 * that word on (`united states of america`, `states of america`, `of america`, `america`); the keys
 * are sorted, so a prefix is one binary search and a contiguous range. Places are numbered by rank
 * (countries first, then by population), and a match scores by tier, then rank:
 * 0. the text is one of the place's own names (English, German, alias);
 * 1. a word of an own name starts with the text, or the text is one of its names in another language;
 * 2. a word of a name in another language starts with the text.
 *
 * Compact: all keys are one string with their offsets in a typed array, and so are all names; the
 * rest are typed arrays. Nothing keeps a slice of the data the places were read from.
 */
export class LocationIndex {
  private readonly countryCount: number;
  private readonly placeCount: number;
  /** Per place: ISO code of the country (or of the country it is in). */
  private readonly countryOf: string[];
  /** Per country (rank < countryCount): its ISO code. Cities' codes are numbers in `cityCode`. */
  private readonly countryCode: string[];
  private readonly cityCode: Float64Array;
  private readonly population: Float64Array;
  /** Per place: its names `namesFrom[p] … namesFrom[p+1]-1` (the first the English name). */
  private readonly namesFrom: Uint32Array;
  /** Per place: 2 when its second name is the German name, else 1 (the German name is the English one). */
  private readonly primaryNames: Uint8Array;
  private readonly nameText: string;
  private readonly nameStart: Uint32Array;
  private readonly keyText: string;
  private readonly keyStart: Uint32Array;
  /** Per key: place × 4, plus OWN when from an own name, plus WHOLE when from the first word. */
  private readonly refs: Int32Array;
  /** Per key: the name (global number) it comes from. */
  private readonly nameOf: Uint32Array;
  private readonly countryNames: Map<string, string>;
  private readonly cache = new Map<string, Int32Array>();

  private constructor(parts: IndexParts) {
    this.countryCount = parts.countryCount;
    this.placeCount = parts.placeCount;
    this.countryOf = parts.countryOf;
    this.countryCode = parts.countryCode;
    this.cityCode = parts.cityCode;
    this.population = parts.population;
    this.namesFrom = parts.namesFrom;
    this.primaryNames = parts.primaryNames;
    this.nameText = parts.nameText;
    this.nameStart = parts.nameStart;
    this.keyText = parts.keyText;
    this.keyStart = parts.keyStart;
    this.refs = parts.refs;
    this.nameOf = parts.nameOf;
    this.countryNames = parts.countryNames;
  }

  /**
   * Builds the index; `pause` is awaited every few hundred places, so a server can answer other
   * requests meanwhile (it takes about a second for the shipped data).
   */
  static async build(inputs: readonly PlaceInput[], pause: () => Promise<void> = async () => {}): Promise<LocationIndex> {
    if (inputs.length >= TIER) throw new Error(`too many places: ${inputs.length}`);
    const ranked = [...inputs].sort(
      (a, b) =>
        Number(a.type === 'city') - Number(b.type === 'city') ||
        b.population - a.population ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    const countryCount = ranked.filter((p) => p.type === 'country').length;
    const countryNames = new Map<string, string>();
    for (const place of ranked) {
      if (place.type === 'city' && !/^\d{1,15}$/.test(place.code)) throw new Error(`city code must be a number: ${place.code}`);
      if (place.type === 'country') countryNames.set(place.code, place.name);
    }
    const primaryNames = new Uint8Array(ranked.length);
    const namesFrom = new Uint32Array(ranked.length + 1);

    const names: string[] = [];
    // Entries (one per key of a place) chained per distinct key: the key's first entry, then `next`.
    const firstEntry = new Map<string, number>();
    const entryRef: number[] = [];
    const entryName: number[] = [];
    const entryNext: number[] = [];
    /** Per normal form of the current place's names: the name kept for it. */
    const seenNames = new Map<string, number>();
    /** Per key of the current place: which WHOLE/OWN combinations (as bits 1 << (ref & 3)) it has. */
    const seenKeys = new Map<string, number>();
    const addKey = (key: string, ref: number, nameNumber: number) => {
      const seen = seenKeys.get(key) ?? 0;
      const bit = 1 << (ref & 3);
      if ((seen & bit) !== 0) return;
      seenKeys.set(key, seen | bit);
      entryRef.push(ref);
      entryName.push(nameNumber);
      entryNext.push(firstEntry.get(key) ?? -1);
      firstEntry.set(key, entryRef.length - 1);
    };
    for (let rank = 0; rank < ranked.length; rank += 1) {
      if (rank % PAUSE_EVERY === 0) await pause();
      const place = ranked[rank]!;
      namesFrom[rank] = names.length;
      seenNames.clear();
      seenKeys.clear();
      /** Adds a name and its keys; `display` names are kept even when they add no key. */
      const add = (raw: string, own: boolean, display = false): void => {
        const name = raw.includes(JOIN) ? raw.replaceAll(JOIN, ' ') : raw;
        const normal = normaliseName(name);
        const kept = seenNames.get(normal);
        if (kept !== undefined && !display) {
          // Show `München` rather than `Munchen` when both are other names of the place.
          if (kept - namesFrom[rank]! >= primaryCount && ASCII.test(names[kept]!) && !ASCII.test(name)) names[kept] = name;
          return;
        }
        const nameNumber = names.length;
        names.push(name);
        if (normal === '' || kept !== undefined) return;
        seenNames.set(normal, nameNumber);
        const base = rank * 4 + (own ? OWN : 0);
        const umlauts = umlautSpelling(name);
        for (const spelling of umlauts === null ? [normal] : [normal, normaliseName(umlauts)]) {
          addKey(spelling, base + WHOLE, nameNumber);
          for (let space = spelling.indexOf(' '); space >= 0; space = spelling.indexOf(' ', space + 1)) {
            addKey(spelling.slice(space + 1), base, nameNumber);
          }
        }
      };
      const hasNameDe = place.nameDe !== place.name;
      const primaryCount = hasNameDe ? 2 : 1;
      add(place.name, true, true);
      if (hasNameDe) add(place.nameDe, true, true);
      primaryNames[rank] = primaryCount;
      for (const alias of place.aliases) add(alias, true);
      for (const other of place.otherNames) add(other, false);
    }
    namesFrom[ranked.length] = names.length;
    await pause();
    const allNames = joined(names);

    // The default sort compares UTF-16 code units, as `<` and the binary search do.
    const sortedKeys = [...firstEntry.keys()].sort();
    await pause();
    const keyList: string[] = [];
    const refs = new Int32Array(entryRef.length);
    const nameOf = new Uint32Array(entryRef.length);
    let at = 0;
    for (const key of sortedKeys) {
      for (let e = firstEntry.get(key)!; e >= 0; e = entryNext[e]!) {
        keyList.push(key);
        refs[at] = entryRef[e]!;
        nameOf[at] = entryName[e]!;
        at += 1;
      }
    }
    await pause();
    const allKeys = joined(keyList);
    return new LocationIndex({
      countryCount,
      placeCount: ranked.length,
      countryOf: ranked.map((p) => p.country),
      countryCode: ranked.slice(0, countryCount).map((p) => p.code),
      cityCode: Float64Array.from(ranked, (p) => (p.type === 'city' ? Number(p.code) : 0)),
      population: Float64Array.from(ranked, (p) => p.population),
      namesFrom,
      primaryNames,
      nameText: allNames.text,
      nameStart: allNames.start,
      keyText: allKeys.text,
      keyStart: allKeys.start,
      refs,
      nameOf,
      countryNames,
    });
  }

  get size(): { countries: number; cities: number; names: number; keys: number } {
    return {
      countries: this.countryCount,
      cities: this.placeCount - this.countryCount,
      names: this.nameStart.length - 1,
      keys: this.refs.length,
    };
  }

  /**
   * Places with a word of a name starting with `text` (case and accents aside), best first (see the
   * class). A text with no letter or digit finds nothing.
   */
  search(text: string, type: LocationType | undefined, limit: number): LocationMatch[] {
    const query = normaliseName(text);
    if (!query) return [];
    const lo = this.lowerBound(query, false);
    const hi = this.lowerBound(query, true);
    if (lo >= hi) return [];
    const best = hi - lo > SCAN_LIMIT ? this.cachedBest(query, type, lo, hi) : this.best(query.length, lo, hi, type, limit);
    const matches: LocationMatch[] = [];
    for (let j = 0; j < best.length && matches.length < limit; j += 2) matches.push(this.toMatch(best[j]!, best[j + 1]!));
    return matches;
  }

  private accepts(rank: number, type: LocationType | undefined): boolean {
    if (type === undefined) return true;
    return type === 'country' ? rank < this.countryCount : rank >= this.countryCount;
  }

  private keyLength(i: number): number {
    return this.keyStart[i + 1]! - this.keyStart[i]! - 1;
  }

  /**
   * The first key not below `query` or, with `past`, the first key that neither starts with
   * `query` nor sorts before it (the end of the prefix range).
   */
  private lowerBound(query: string, past: boolean): number {
    let lo = 0;
    let hi = this.refs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const cmp = this.compareKey(mid, query);
      if (cmp < 0 || (past && cmp === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** <0 when key `i` sorts before `query`, 0 when it starts with `query`, >0 otherwise. */
  private compareKey(i: number, query: string): number {
    const start = this.keyStart[i]!;
    const length = this.keyLength(i);
    for (let c = 0; c < query.length; c += 1) {
      if (c === length) return -1;
      const diff = this.keyText.charCodeAt(start + c) - query.charCodeAt(c);
      if (diff !== 0) return diff;
    }
    return 0;
  }

  /** Key `i`'s score for a text of `queryLength` (every key of the range starts with the text). */
  private score(i: number, queryLength: number): number {
    const ref = this.refs[i]!;
    const own = (ref & OWN) !== 0;
    const exact = (ref & WHOLE) !== 0 && this.keyLength(i) === queryLength;
    const tier = exact ? (own ? 0 : 1) : own ? 1 : 2;
    return tier * TIER + (ref >> 2);
  }

  /**
   * The `limit` best places of keys `lo..hi` as `[rank, key, rank, key, …]`, best first, each with
   * its best-scoring key (by `namePreference` among equals).
   */
  private best(queryLength: number, lo: number, hi: number, type: LocationType | undefined, limit: number): Int32Array {
    const scores: number[] = [];
    const ranks: number[] = [];
    const keyOf: number[] = [];
    for (let i = lo; i < hi; i += 1) {
      const rank = this.refs[i]! >> 2;
      if (!this.accepts(rank, type)) continue;
      const score = this.score(i, queryLength);
      if (scores.length === limit && score > scores[limit - 1]!) continue;
      const at = ranks.indexOf(rank);
      if (at >= 0) {
        if (score > scores[at]!) continue;
        if (score === scores[at]!) {
          if (this.namePreference(i) > this.namePreference(keyOf[at]!)) keyOf[at] = i;
          continue;
        }
        scores.splice(at, 1);
        ranks.splice(at, 1);
        keyOf.splice(at, 1);
      }
      let pos = scores.length;
      while (pos > 0 && scores[pos - 1]! > score) pos -= 1;
      scores.splice(pos, 0, score);
      ranks.splice(pos, 0, rank);
      keyOf.splice(pos, 0, i);
      if (scores.length > limit) {
        scores.pop();
        ranks.pop();
        keyOf.pop();
      }
    }
    const out = new Int32Array(ranks.length * 2);
    ranks.forEach((rank, j) => {
      out[j * 2] = rank;
      out[j * 2 + 1] = keyOf[j]!;
    });
    return out;
  }

  /** Which name a match shows, among keys that score the same: English or German, then an alias, then another. */
  private namePreference(i: number): number {
    const ref = this.refs[i]!;
    const rank = ref >> 2;
    if (this.nameOf[i]! - this.namesFrom[rank]! < this.primaryNames[rank]!) return 2;
    return (ref & OWN) !== 0 ? 1 : 0;
  }

  /** Short texts match many keys: their best places are worked out once and remembered. */
  private cachedBest(query: string, type: LocationType | undefined, lo: number, hi: number): Int32Array {
    const cacheKey = `${type ?? '*'}:${query}`;
    let found = this.cache.get(cacheKey);
    if (!found) {
      found = this.best(query.length, lo, hi, type, LOCATIONS_MAX_LIMIT);
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(cacheKey, found);
    }
    return found;
  }

  private name(n: number): string {
    return this.nameText.slice(this.nameStart[n]!, this.nameStart[n + 1]! - 1);
  }

  private toMatch(rank: number, key: number): LocationMatch {
    const first = this.namesFrom[rank]!;
    const isCity = rank >= this.countryCount;
    const name = this.name(first);
    const country = this.countryOf[rank]!;
    const matched = this.nameOf[key]!;
    return {
      type: isCity ? 'city' : 'country',
      code: isCity ? String(this.cityCode[rank]) : this.countryCode[rank]!,
      name,
      nameDe: this.primaryNames[rank] === 2 ? this.name(first + 1) : name,
      country,
      countryName: this.countryNames.get(country) ?? country,
      ...(isCity ? { population: this.population[rank]! } : {}),
      ...(matched - first < this.primaryNames[rank]! ? {} : { matchedName: this.name(matched) }),
    };
  }
}

/** One string of `items`, each followed by JOIN, and where each starts (plus the end). */
function joined(items: readonly string[]): { text: string; start: Uint32Array } {
  const start = new Uint32Array(items.length + 1);
  let at = 0;
  items.forEach((item, i) => {
    start[i] = at;
    at += item.length + JOIN.length;
  });
  start[items.length] = at;
  return { text: items.length ? items.join(JOIN) + JOIN : '', start };
}
