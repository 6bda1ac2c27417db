export type QueryValue = string | number | boolean | null | undefined;

/** Spec section 5: empty strings, null and undefined are stripped from query and payload objects. */
export function withoutEmptyValues<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

/** `?a=1&b=x` from the non-empty values, or '' when nothing is left. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutEmptyValues(params))) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
