import { describe, expect, it } from '@jest/globals';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { mergeMessages, type MessageTree } from './mergeMessages';
import { reactAdminGerman } from './reactAdminGerman';

function texts(tree: MessageTree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : value ? [...texts(value, `${prefix}${key}.`)] : [],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("react-admin's own texts in German", () => {
  const english = texts(englishMessages as MessageTree);
  const german = texts(mergeMessages(germanMessages as MessageTree, reactAdminGerman) as MessageTree);

  it('has every text react-admin 5 shows, with the placeholders react-admin fills', () => {
    const missing = [...english.keys()].filter((key) => !german.has(key));
    expect(missing).toEqual([]);
    const differing = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(german.get(key) ?? '').join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('labels the columns button in German', () => {
    expect(german.get('ra.action.select_columns')).toBe('Spalten');
  });
});
