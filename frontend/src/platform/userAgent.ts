/** Spec section 2: Windows users get a thin custom scrollbar. */
export function isWindows(userAgent: string): boolean {
  return /\bWindows\b/i.test(userAgent);
}
