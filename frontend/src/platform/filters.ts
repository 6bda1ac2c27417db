/** A filter value the user set: not empty, null or undefined (spec section 5's empty values). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Spec section 4, resetting a filter: every filter goes but the kept ones (the platform, and for
 * saved profiles the list and favourite); the sort is not a filter and stays as it is. A kept
 * filter that is not set takes its default, if it has one (the platform tab: instagram).
 */
export function resetFilters(
  filters: Record<string, unknown>,
  kept: readonly string[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of kept) {
    const value = isSet(filters[key]) ? filters[key] : defaults[key];
    if (isSet(value)) result[key] = value;
  }
  return result;
}

/** Whether a reset would clear anything: a filter beyond the kept ones is set (the Reset button is enabled then). */
export function hasResettableFilters(filters: Record<string, unknown>, kept: readonly string[]): boolean {
  return Object.entries(filters).some(([key, value]) => !kept.includes(key) && isSet(value));
}

/**
 * Reset as a user expects it while honouring spec section 4: a press first clears every filter but
 * the kept ones; when only kept filters beyond the `fixed` ones (the platform tab) are left, the next
 * press clears those too. So Reset is enabled whenever a filter is active (issue 24).
 */
export function resetFiltersStepwise(
  filters: Record<string, unknown>,
  kept: readonly string[],
  fixed: readonly string[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  return resetFilters(filters, hasResettableFilters(filters, kept) ? kept : fixed, defaults);
}
