import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LocationMatch } from '@scout/contracts/discovery/locations';
import { startTestApp, type TestApp } from '../../../tests/support/app';

/** `GET /misc/locations` on the real app: public, no session. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (query: string) => app.http.get(`/api/v1/misc/locations${query}`);
const locations = async (query: string): Promise<LocationMatch[]> => {
  const res = await get(query);
  expect(res.status).toBe(200);
  return res.body.locations as LocationMatch[];
};

describe('GET /misc/locations', () => {
  it('answers without a session, cacheable', async () => {
    const res = await get('?text=wien');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.locations[0]).toMatchObject({
      type: 'city',
      name: 'Vienna',
      country: 'AT',
      countryName: 'Austria',
      matchedName: 'Wien',
    });
  });

  it('matches German and English names, case and accents aside', async () => {
    expect((await locations('?text=%C3%B6sterr'))[0]).toMatchObject({
      type: 'country',
      code: 'AT',
      name: 'Austria',
      nameDe: 'Österreich',
      country: 'AT',
    });
    expect((await locations('?text=AUSTR')).map((l) => l.code).slice(0, 2)).toEqual(['AU', 'AT']);
    expect((await locations('?text=Schweiz'))[0]).toMatchObject({ code: 'CH', name: 'Switzerland' });
    expect((await locations(`?text=${encodeURIComponent('Zür')}&type=city`))[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect((await locations('?text=zur&type=city'))[0]).toMatchObject({ name: 'Zürich' });
    const united = await locations('?text=united');
    expect(united.filter((l) => l.type === 'country').map((l) => l.code)).toEqual(expect.arrayContaining(['US', 'GB']));
  });

  it('filters by type and honours the limit (10 by default, 50 at most)', async () => {
    const cities = await locations('?text=ber&type=city');
    expect(cities).toHaveLength(10);
    expect(cities.every((l) => l.type === 'city' && typeof l.population === 'number' && /^\d+$/.test(l.code))).toBe(true);
    expect((await locations('?text=ber&type=country')).every((l) => l.type === 'country' && /^[A-Z]{2}$/.test(l.code))).toBe(true);
    expect(await locations('?text=ber&type=city&limit=3')).toEqual(cities.slice(0, 3));
    expect(await locations('?text=s&limit=50')).toHaveLength(50);
  });

  it('refuses a missing, blank or too long text, a bad type or limit, and unknown parameters', async () => {
    for (const query of [
      '',
      '?text=',
      '?text=%20%20',
      `?text=${'a'.repeat(101)}`,
      '?text=wien&type=region',
      '?text=wien&limit=0',
      '?text=wien&limit=51',
      '?text=wien&limit=two',
      '?text=wien&country=AT',
      '?text=wien&text=zur',
      '?text[a]=wien',
    ]) {
      const res = await get(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body).toMatchObject({ name: 'ValidationError', message: expect.any(String) });
    }
  });

  it('answers hostile text with 400 or nothing, never 500', async () => {
    for (const query of [
      '?text=%00',
      '?text=wi%00en',
      '?text=%ED%A0%80',
      `?text=${'%2A'.repeat(100)}`,
      '?text=.*(',
      '?text=%5B%5D%5C%5E%24',
      '?text=(((((a*)*)*)*)*b',
    ]) {
      const res = await get(query);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect(Array.isArray(res.body.locations)).toBe(true);
      else expect(res.body.name).toBe('ValidationError');
    }
    expect(await locations('?text=.*(')).toEqual([]);
  });
});
