/**
 * Spec section 5: lowercase, trim, drop characters other than letters, digits, whitespace and
 * hyphens, turn runs of spaces, underscores and hyphens into one hyphen, no leading or trailing hyphen.
 * Same rule as the server's (contracts/src/platform/slug.ts).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
