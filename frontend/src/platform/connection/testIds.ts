/** Stable hooks for the browser tests on the connection banner and failed reads. */
export const connectionTestIds = {
  banner: 'connection-banner',
  bannerRetry: 'connection-banner-retry',
  readFailure: 'read-failure',
  readFailureRetry: 'read-failure-retry',
  screenFailure: 'screen-failure',
};
