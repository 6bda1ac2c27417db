import type { BankCreator } from '@scout/contracts/discovery/bank';

/** Letters NFKD does not take apart into a base letter and a mark. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  đ: 'd',
  Đ: 'd',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  þ: 'th',
  Þ: 'th',
  ð: 'd',
  Ð: 'd',
};
const FOLDED_PATTERN = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'gu');

/**
 * Text as the bank compares it: lower case, accents taken off ("Zürich" → "zurich", "Đà Nẵng" →
 * "da nang"), runs of white space as one space. Done in JavaScript on write and on query, so it
 * works on any PostgreSQL (the `unaccent` extension is not everywhere, and is not immutable).
 */
export function foldText(text: string): string {
  // Most text is plain ASCII: nothing to take apart (an import folds a million names and bios).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/ {2,}/g, ' ').trim();
  return text
    .replace(FOLDED_PATTERN, (letter) => FOLDED[letter]!)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The words of a keyword search, folded; each must occur in the name, handle or bio. */
export function keywordWords(keywords: string): string[] {
  return [
    ...new Set(
      foldText(keywords)
        .split(' ')
        .filter((word) => word !== ''),
    ),
  ];
}

/** What the keyword search looks in: name, handle and bio, folded. */
export function searchTextOf(creator: Pick<BankCreator, 'fullName' | 'username' | 'bio'>): string {
  return foldText([creator.fullName ?? '', creator.username, creator.bio ?? ''].join(' '));
}

/** A hashtag or mention as stored for matching: lower case, without # or @ (as the filter parses them). */
export const tagKey = (tag: string): string =>
  tag
    .trim()
    .replace(/^[#@]+/, '')
    .toLowerCase();

/** A category as stored for matching: trimmed, lower case. */
export const categoryKey = (category: string): string => category.trim().toLowerCase();
