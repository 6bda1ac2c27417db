/** Stable hooks for the browser tests on the Bitly connection. */
export const integrationsTestIds = {
  connectBitly: 'bitly-connect',
  bitlyConnected: 'bitly-connected',
  callbackPage: 'bitly-callback-page',
  callbackDone: 'bitly-callback-done',
  callbackFailed: 'bitly-callback-failed',
} as const;
