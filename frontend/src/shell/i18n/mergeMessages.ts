import type { TranslationMessages } from 'react-admin';

/** A catalogue or part of one: texts, nested groups (undefined entries are skipped). */
export interface MessageTree {
  [key: string]: string | MessageTree | undefined;
}

/** Later catalogues win key by key; nested groups are merged, not replaced. */
export function mergeMessages(...catalogues: MessageTree[]): TranslationMessages {
  const merged: MessageTree = {};
  for (const catalogue of catalogues) mergeInto(merged, catalogue);
  return merged as TranslationMessages;
}

function mergeInto(target: MessageTree, source: MessageTree): void {
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      target[key] = value;
      continue;
    }
    const existing = target[key];
    const group: MessageTree = typeof existing === 'object' ? { ...existing } : {};
    mergeInto(group, value);
    target[key] = group;
  }
}
