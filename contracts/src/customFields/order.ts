/** Move semantics for sorting: the item at `fromIndex` ends at `toIndex`, the rest keep their order. */
export function moved<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...items];
  const [item] = next.splice(fromIndex, 1);
  if (item !== undefined) next.splice(toIndex, 0, item);
  return next;
}
