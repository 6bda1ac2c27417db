import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** How a resource whose route answers every record at once reads react-admin's filter and sort. */
export interface LocalListRules<R> {
  /** Whether a record passes one filter; filters without a rule, and empty values, are ignored. */
  filters: Record<string, (record: R, value: unknown) => boolean>;
  /** The value a column sorts by; a field without one is not sortable (the order stays as answered). */
  sortBy: Record<string, (record: R) => string | number | null>;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * One page of a react-admin list over records held in memory, for routes that answer everything at
 * once (the lists, the team): filtered, sorted (nulls last, text by the locale's order) and sliced
 * as react-admin asked, with the total before slicing.
 */
export function localList<R extends RaRecord>(
  records: readonly R[],
  { pagination, sort, filter = {} }: ListParams,
  rules: LocalListRules<R>,
): GetListResult<R> {
  const active = Object.entries(filter as Record<string, unknown>).filter(([key, value]) => isSet(value) && rules.filters[key]);
  const kept = records.filter((record) => active.every(([key, value]) => rules.filters[key]!(record, value)));
  const sortValue = sort ? rules.sortBy[sort.field] : undefined;
  if (sortValue) {
    const direction = sort?.order === 'DESC' ? -1 : 1;
    kept.sort((a, b) => compare(sortValue(a), sortValue(b), direction));
  }
  const page = Math.max(1, pagination?.page ?? 1);
  const perPage = Math.max(1, pagination?.perPage ?? kept.length);
  const start = (page - 1) * perPage;
  return {
    data: kept.slice(start, start + perPage),
    total: kept.length,
    pageInfo: { hasPreviousPage: page > 1, hasNextPage: start + perPage < kept.length },
  };
}

function compare(a: string | number | null, b: string | number | null, direction: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true }) * direction;
}

/** Whether `text` holds the search `value`, ignoring case. */
export function containsText(text: string | null | undefined, value: unknown): boolean {
  return typeof value === 'string' && (text ?? '').toLocaleLowerCase().includes(value.trim().toLocaleLowerCase());
}
