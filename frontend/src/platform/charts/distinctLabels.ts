/** The ticks whose label no earlier tick has: an axis never prints the same label twice. */
export function distinctLabels(ticks: readonly number[], label: (tick: number) => string): number[] {
  const seen = new Set<string>();
  return ticks.filter((tick) => {
    const text = label(tick);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}
