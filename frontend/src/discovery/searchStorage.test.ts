import { describe, expect, it } from '@jest/globals';
import { filterFromSearch, installSearchUrlCleanup, SEARCH_URL_KEY, searchUrl, storedSearch, storeSearch } from './searchStorage';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const filter = { sortBy: 'followers' as const, orderBy: 'desc' as const, country: ['AT'], keywords: 'wien & food' };

describe('the stored search (search_url)', () => {
  it('keeps the search as a discover URL under search_url and reads it back', () => {
    const storage = new MemoryStorage();
    storeSearch(storage, filter);
    expect(storage.getItem(SEARCH_URL_KEY)).toBe(searchUrl(filter));
    expect(storage.getItem(SEARCH_URL_KEY)).toMatch(/^\/discover\?search=/);
    expect(storedSearch(storage)).toEqual(filter);
  });

  it('ignores what it cannot read', () => {
    expect(filterFromSearch('?search=%7Bnot json')).toBeNull();
    expect(filterFromSearch('?search=%5B1%5D')).toBeNull();
    expect(filterFromSearch('')).toBeNull();
    expect(storedSearch(new MemoryStorage())).toBeNull();
  });

  it('removes search_url when the page unloads', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget() as EventTarget & { localStorage: Storage };
    target.localStorage = storage;
    installSearchUrlCleanup(target as unknown as Window);
    storeSearch(storage, filter);
    target.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem(SEARCH_URL_KEY)).toBeNull();
    storeSearch(storage, filter);
    target.dispatchEvent(new Event('beforeunload'));
    expect(storage.getItem(SEARCH_URL_KEY)).toBeNull();
  });
});
