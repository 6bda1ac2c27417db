const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The entries of `changes` that differ from `current` (undefined entries dropped): empty means a no-op. */
export function changedOnly<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(changes) as Array<keyof T>) {
    const value = changes[key];
    if (value !== undefined && !same(value, current[key])) changed[key] = value;
  }
  return changed;
}

export const isEmpty = (value: object): boolean => Object.keys(value).length === 0;
