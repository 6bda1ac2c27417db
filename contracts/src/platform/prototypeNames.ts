/** Names of Object.prototype's machinery: never a key a client chooses (a platform, a map key). */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isPrototypeName = (name: string): boolean => PROTOTYPE_NAMES.has(name);
