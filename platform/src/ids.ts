import { createHash, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

const NAMESPACE = 'c0a5b7e2-5c0f-4d6e-9a51-3f1f6d2b8e47';

/** A name-based UUID (version 5 layout): the same parts always give the same id. */
export function uuidFromName(...parts: string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('\u0000')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
