import { rangeWindow, type ResourceListQuery } from '@scout/contracts/platform/resourceLists';

/** How a resource whose records are all read at once (the lists, the team) filters and sorts them. */
export interface MemoryPageRules<R, Filter, Field extends string> {
  /** Whether a record passes one filter, for each filter the resource takes (its value never empty: parsing dropped those). */
  filters: { [Key in keyof Filter]-?: (record: R, value: NonNullable<Filter[Key]>) => boolean };
  /** The value each sortable field sorts by. */
  sortBy: Record<Field, (record: R) => string | number | null>;
}

/**
 * One range of records held in memory, as react-admin's list protocol asks for it: filtered,
 * sorted (nulls last, text ignoring case, numbers within text by value; without `sort`, in the
 * order given) and sliced, with the total before slicing.
 */
export function memoryPage<R, Filter extends object, Field extends string>(
  records: readonly R[],
  { range, sort, filter }: ResourceListQuery<Filter, Field>,
  rules: MemoryPageRules<R, Filter, Field>,
): { records: R[]; total: number; skip: number } {
  const given = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined) as Array<[keyof Filter, unknown]>;
  const kept = records.filter((record) =>
    given.every(([key, value]) => (rules.filters[key] as (record: R, value: unknown) => boolean)(record, value)),
  );
  if (sort) {
    const [field, order] = sort;
    const value = rules.sortBy[field];
    kept.sort((a, b) => compare(value(a), value(b), order === 'DESC' ? -1 : 1));
  }
  const { skip, limit } = rangeWindow(range);
  return { records: kept.slice(skip, skip + limit), total: kept.length, skip };
}

function compare(a: string | number | null, b: string | number | null, direction: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true }) * direction;
}

/** Whether `text` holds the search `value`, ignoring case. */
export function containsText(text: string | null | undefined, value: string): boolean {
  return (text ?? '').toLocaleLowerCase().includes(value.trim().toLocaleLowerCase());
}
