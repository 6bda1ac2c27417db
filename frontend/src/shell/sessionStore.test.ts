import { describe, expect, it, jest } from '@jest/globals';
import { forgetLocalStore, sessionStore } from './sessionStore';

/** A Web Storage over a map, as the browser's session and local storage behave. */
function fakeStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

describe("react-admin's store for the tab", () => {
  it('keeps list state in the storage it is given, under its own prefix, and tells subscribers', () => {
    const storage = fakeStorage({ other: 'kept' });
    const store = sessionStore('Scout', storage);
    const seen = jest.fn();
    const unsubscribe = store.subscribe('profiles.listParams', seen);

    store.setItem('profiles.listParams', { sort: 'followers', order: 'DESC', page: 2 });
    store.setItem('locale', 'de');
    expect(seen).toHaveBeenCalledWith({ sort: 'followers', order: 'DESC', page: 2 });
    expect(storage.values.get('RaStoreScout.profiles.listParams')).toBe('{"sort":"followers","order":"DESC","page":2}');
    // A reload of the tab reads it back.
    const reloaded = sessionStore('Scout', storage);
    expect(reloaded.getItem('profiles.listParams')).toEqual({ sort: 'followers', order: 'DESC', page: 2 });
    expect(reloaded.getItem('missing', 'default')).toBe('default');
    expect(reloaded.listItems?.()).toEqual({ 'profiles.listParams': { sort: 'followers', order: 'DESC', page: 2 }, locale: 'de' });

    unsubscribe();
    store.setItem('profiles.listParams', undefined);
    expect(storage.values.has('RaStoreScout.profiles.listParams')).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('removes by key and prefix, and the logout reset empties its own keys only', () => {
    const storage = fakeStorage({ other: 'kept' });
    const store = sessionStore('Scout', storage);
    const seen = jest.fn();
    store.subscribe('lists.listParams', seen);
    store.setItem('profiles.listParams', { page: 3 });
    store.setItem('profiles.selectedIds', ['a']);
    store.setItem('lists.listParams', { page: 1 });
    store.setItem('locale', 'de');

    store.removeItems('profiles.');
    expect(Object.keys(store.listItems?.() ?? {})).toEqual(['lists.listParams', 'locale']);
    store.removeItem('locale');
    expect(store.getItem('locale')).toBeUndefined();
    store.reset();
    expect(seen).toHaveBeenLastCalledWith(undefined);
    expect([...storage.values]).toEqual([['other', 'kept']]);
  });

  it('works for the page alone when the browser refuses session storage', () => {
    const refusing = globalThis as { sessionStorage?: unknown };
    const before = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      const store = sessionStore('Scout');
      store.setItem('locale', 'de');
      expect(store.getItem('locale')).toBe('de');
    } finally {
      if (before) Object.defineProperty(globalThis, 'sessionStorage', before);
      else delete refusing.sessionStorage;
    }
  });

  it('forgets what the local storage store of earlier versions kept, and nothing else', () => {
    const local = fakeStorage({ 'RaStoreScout.version': '1', 'RaStoreScout.profiles.listParams': '{}', search_url: '/discover' });
    forgetLocalStore('Scout', local);
    expect([...local.values.keys()]).toEqual(['search_url']);
  });
});
