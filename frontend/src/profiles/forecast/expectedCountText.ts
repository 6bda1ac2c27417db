import { countText } from '../../platform/numbers';

/**
 * An expected count as forecasts show it: abbreviated like every count, whole from 100 on ("458"
 * likes, not "457.7"), with one decimal below, where an expectation of "25.7" comments still says something.
 */
export function expectedCountText(value: number, locale: string): string {
  return countText(value >= 100 ? Math.round(value) : value, locale);
}
