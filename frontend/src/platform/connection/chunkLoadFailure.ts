/**
 * Whether an error is a script or style of the web app that did not arrive: the browsers' messages
 * for a failed dynamic import (Chromium, Firefox, Safari) and Vite's for a style it preloads.
 */
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
