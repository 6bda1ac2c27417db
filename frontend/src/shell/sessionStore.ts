import type { Store } from 'react-admin';

type KeyedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The tab's session storage; a map of this page when the browser refuses it (storage switched off). */
function tabStorage(): KeyedStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem('scout.probe', '1');
    storage.removeItem('scout.probe');
    return storage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, String(value)),
      removeItem: (key) => void values.delete(key),
      key: (index) => [...values.keys()][index] ?? null,
      get length() {
        return values.size;
      },
    };
  }
}

const keysOf = (storage: KeyedStorage): string[] =>
  Array.from({ length: storage.length }, (_unused, index) => storage.key(index)).filter((key): key is string => key !== null);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * react-admin's store (list filters, sort, page, chosen columns, the language) for the tab only: in
 * its session storage, so it outlives a reload and ends with the tab or the logout (react-admin
 * resets its store then). Only `loggedIn` and the token persist in the browser (spec section 3).
 */
export function sessionStore(appKey: string, storage: KeyedStorage = tabStorage()): Store {
  const prefix = `RaStore${appKey}.`;
  const subscriptions = new Map<number, { key: string; callback: (value: unknown) => void }>();
  let subscribed = 0;
  const publish = (key: string, value: unknown): void => {
    for (const subscription of [...subscriptions.values()]) if (subscription.key === key) subscription.callback(value);
  };
  const ownKeys = (keyPrefix = ''): string[] => keysOf(storage).filter((key) => key.startsWith(`${prefix}${keyPrefix}`));
  const remove = (keys: string[]): void => {
    for (const key of keys) {
      storage.removeItem(key);
      publish(key.slice(prefix.length), undefined);
    }
  };

  return {
    setup: () => undefined,
    teardown: () => undefined,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const text = storage.getItem(`${prefix}${key}`);
      return text === null ? defaultValue : (parsed(text) as T);
    },
    setItem<T>(key: string, value: T): void {
      if (value === undefined) storage.removeItem(`${prefix}${key}`);
      else storage.setItem(`${prefix}${key}`, JSON.stringify(value));
      publish(key, value);
    },
    removeItem: (key) => remove(ownKeys().filter((own) => own === `${prefix}${key}`)),
    removeItems: (keyPrefix) => remove(ownKeys(keyPrefix)),
    reset: () => remove(ownKeys()),
    subscribe(key, callback) {
      const id = ++subscribed;
      subscriptions.set(id, { key, callback });
      return () => void subscriptions.delete(id);
    },
    listItems: (keyPrefix = '') =>
      Object.fromEntries(ownKeys(keyPrefix).map((key) => [key.slice(prefix.length), parsed(storage.getItem(key) ?? 'null')])),
  };
}

/** What the local storage store of earlier versions left in this browser (`RaStore<appKey>.*`): removed once at start. */
export function forgetLocalStore(appKey: string, storage: KeyedStorage | undefined = globalThis.localStorage): void {
  try {
    if (storage) for (const key of keysOf(storage).filter((key) => key.startsWith(`RaStore${appKey}.`))) storage.removeItem(key);
  } catch {
    // Storage switched off: nothing was kept.
  }
}
