import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LocationMatch } from '@scout/contracts/discovery/locations';
import { LocationIndex, normaliseName, type PlaceInput } from './locationIndex';
import { locationIndex, MIN_CITY_POPULATION } from './locations';

const city = (
  code: string,
  name: string,
  country: string,
  population: number,
  otherNames: string[] = [],
  aliases: string[] = [],
): PlaceInput => ({
  type: 'city',
  code,
  name,
  nameDe: name,
  country,
  population,
  aliases,
  otherNames,
});
const country = (code: string, name: string, nameDe: string, aliases: string[] = [], size = 0): PlaceInput => ({
  type: 'country',
  code,
  name,
  nameDe,
  country: code,
  population: size,
  aliases,
  otherNames: [],
});

describe('normaliseName', () => {
  it('folds case, accents and separators', () => {
    expect(normaliseName('Zürich')).toBe('zurich');
    expect(normaliseName('  ÖSTERREICH ')).toBe('osterreich');
    expect(normaliseName('Łódź')).toBe('lodz');
    expect(normaliseName('Gießen')).toBe('giessen');
    expect(normaliseName("St. John's")).toBe('st john s');
    expect(normaliseName('.*(')).toBe('');
  });
});

const PLACES: PlaceInput[] = [
  country('AT', 'Austria', 'Österreich', [], 8),
  country('GE', 'Georgia', 'Georgien', [], 3),
  country('US', 'United States of America', 'Vereinigte Staaten von Amerika', ['United States', 'USA'], 300),
  country('GB', 'United Kingdom', 'Vereinigtes Königreich', ['UK'], 60),
  city('1', 'Vienna', 'AT', 1_900_000, ['Wien', 'Vienne', 'Вена']),
  city('2', 'Wiener Neustadt', 'AT', 45_000),
  city('3', 'Atlanta', 'US', 500_000, ['Atlanta Georgia']),
  city('4', 'Zürich', 'CH', 400_000, [], ['Zurich']),
  city('5', 'Georgetown', 'GY', 200_000),
  city('6', 'Vienna', 'US', 16_000),
];

describe('LocationIndex on a few places', () => {
  let index: LocationIndex;
  beforeAll(async () => {
    index = await LocationIndex.build(PLACES);
  });

  it('finds a word prefix of any name, accent and case aside', () => {
    expect(index.search('wien', undefined, 10).map((l) => l.code)).toEqual(['1', '2']);
    expect(index.search('ZÜR', undefined, 10).map((l) => l.code)).toEqual(['4']);
    expect(index.search('zuer', undefined, 10).map((l) => l.code)).toEqual(['4']);
    expect(index.search('states', undefined, 10).map((l) => l.code)).toEqual(['US']);
    expect(index.search('вен', undefined, 10).map((l) => l.code)).toEqual(['1']);
  });

  it('says which other name matched', () => {
    expect(index.search('wien', undefined, 1)[0]).toEqual({
      type: 'city',
      code: '1',
      name: 'Vienna',
      nameDe: 'Vienna',
      country: 'AT',
      countryName: 'Austria',
      population: 1_900_000,
      matchedName: 'Wien',
    });
    expect(index.search('vien', undefined, 1)[0]).not.toHaveProperty('matchedName');
    expect(index.search('österr', undefined, 1)[0]).toEqual({
      type: 'country',
      code: 'AT',
      name: 'Austria',
      nameDe: 'Österreich',
      country: 'AT',
      countryName: 'Austria',
    });
  });

  it('puts whole own names first, then own-name prefixes and other whole names, then the rest; countries first, cities by population', () => {
    expect(index.search('georg', undefined, 10).map((l) => l.code)).toEqual(['GE', '5', '3']);
    expect(index.search('georgia', undefined, 10).map((l) => l.code)).toEqual(['GE', '3']);
    expect(index.search('united', undefined, 10).map((l) => l.code)).toEqual(['US', 'GB']);
    expect(index.search('vienna', undefined, 10).map((l) => l.code)).toEqual(['1', '6']);
  });

  it('filters by type and cuts at the limit', () => {
    expect(index.search('georg', 'city', 10).map((l) => l.code)).toEqual(['5', '3']);
    expect(index.search('georg', 'country', 10).map((l) => l.code)).toEqual(['GE']);
    expect(index.search('georg', undefined, 1).map((l) => l.code)).toEqual(['GE']);
  });

  it('finds nothing for text without letters or that no name starts with', () => {
    expect(index.search('.*(', undefined, 10)).toEqual([]);
    expect(index.search('xyz', undefined, 10)).toEqual([]);
    expect(index.search('zzzzzzzzzzzz', undefined, 10)).toEqual([]);
  });
});

describe('the shipped countries and cities', () => {
  const codes = async (text: string, type?: 'country' | 'city', limit = 10) => (await locationIndex()).search(text, type, limit);

  it(`holds every ISO country and the cities of at least ${MIN_CITY_POPULATION} inhabitants`, async () => {
    const { countries, cities } = (await locationIndex()).size;
    expect(countries).toBeGreaterThanOrEqual(249);
    expect(cities).toBeGreaterThan(20_000);
  });

  it('finds Vienna by its German name, and Austria by Österreich', async () => {
    const [vienna] = await codes('wien');
    expect(vienna).toMatchObject({ type: 'city', name: 'Vienna', country: 'AT', countryName: 'Austria', matchedName: 'Wien' });
    expect(vienna!.population).toBeGreaterThan(1_000_000);
    expect((await codes('österr'))[0]).toMatchObject({ type: 'country', code: 'AT', name: 'Austria', nameDe: 'Österreich' });
    expect((await codes('Deutschl'))[0]).toMatchObject({ type: 'country', code: 'DE', name: 'Germany', nameDe: 'Deutschland' });
  });

  it('finds Zürich with or without its umlaut', async () => {
    for (const text of ['Zür', 'zur', 'ZUERICH']) {
      expect((await codes(text, 'city'))[0]).toMatchObject({ name: 'Zürich', country: 'CH', countryName: 'Switzerland' });
    }
  });

  it('finds the United States and the United Kingdom, countries before cities', async () => {
    const found = await codes('united');
    expect(
      found
        .slice(0, 2)
        .map((l) => l.code)
        .sort(),
    ).toEqual(['GB', 'US']);
    const types = found.map((l) => l.type);
    expect(types.lastIndexOf('country')).toBeLessThan(types.indexOf('city') === -1 ? Infinity : types.indexOf('city'));
  });

  it('orders cities by population after whole-name matches, and honours type and limit', async () => {
    const text = 'san';
    const cities = await codes(text, 'city', 50);
    expect(cities).toHaveLength(50);
    expect(cities.every((l) => l.type === 'city')).toBe(true);
    const whole = (l: LocationMatch) => [l.name, l.nameDe, l.matchedName].some((n) => n !== undefined && normaliseName(n) === text);
    const wholeCount = cities.filter(whole).length;
    expect(cities.slice(0, wholeCount).every(whole)).toBe(true);
    const populations = cities.slice(wholeCount).map((l) => l.population!);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(await codes(text, 'city', 3)).toEqual(cities.slice(0, 3));
    expect((await codes('ber', 'country', 50)).every((l) => l.type === 'country')).toBe(true);
  });

  it('puts a whole-name match before bigger cities that only start with it', async () => {
    const [first] = await codes('york', 'city');
    expect(first).toMatchObject({ name: 'York', country: 'GB' });
  });
});
