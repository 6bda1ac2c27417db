/**
 * Spec section 5: lowercase, trim, drop characters other than letters, digits, whitespace and
 * hyphens, turn runs of spaces, underscores and hyphens into one hyphen, no leading or trailing hyphen.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
