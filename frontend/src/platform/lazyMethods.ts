import { isChunkLoadFailure } from './connection/chunkLoadFailure';
import { connection } from './connection/connection';

/**
 * An object of async methods whose implementation loads on the first call: the shell hands it to
 * react-admin at once, and the module behind it (every feature's API calls and their schemas) stays
 * out of the script the first page loads. Every method of `T` must return a promise; `values` are the
 * properties that are not methods (react-admin's `supportAbortSignal`, say), answered at once.
 */
export function lazyMethods<T extends object>(load: () => Promise<T>, values: Partial<T> = {}): T {
  let loading: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, name) {
      if (Object.hasOwn(values, name)) return Reflect.get(values, name);
      // Not methods: a symbol, or a probe whether this is a promise.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        loading ??= load().catch((error: unknown) => {
          // A module that did not arrive is asked for again on the next call.
          loading = undefined;
          if (isChunkLoadFailure(error)) connection.suspect();
          throw error;
        });
        const target = await loading;
        const method: unknown = Reflect.get(target, name);
        if (typeof method !== 'function') throw new TypeError(`${String(name)} is not a method of the loaded module`);
        return method.apply(target, args);
      };
    },
  });
}
