/** Stable hooks for the browser tests on a profile's forecast card. */
export const forecastTestIds = {
  card: 'profile-forecast',
  type: (contentType: string) => `profile-forecast-type-${contentType}`,
  row: (metric: string) => `profile-forecast-${metric}`,
  median: (metric: string) => `profile-forecast-${metric}-median`,
  interval: (metric: string) => `profile-forecast-${metric}-interval`,
  backtest: (metric: string) => `profile-forecast-${metric}-backtest`,
  none: (metric: string) => `profile-forecast-${metric}-none`,
  howComputed: 'profile-forecast-how',
  formula: 'profile-forecast-formula',
  notComputed: 'profile-forecast-not-computed',
} as const;
