import { numberText } from '../../platform/numbers';

/**
 * Names under which a message receives a count: polyglot's `smart_count` (which also picks the
 * plural) and react-admin's page range ("1-50 of 1,475"). A number given under one of them is
 * written grouped in the UI language ("1.475" in German); every other value is passed as it is.
 */
const COUNT_NAMES = new Set(['smart_count', 'offsetBegin', 'offsetEnd', 'total']);

type Substitute = (expression: string, name: string) => unknown;

/** A polyglot `replace` implementation (called on the phrase) that writes counts for `locale()`. */
export function replaceWithCounts(locale: () => string) {
  return function replace(this: string, pattern: RegExp, substitute: Substitute): string {
    return this.replace(pattern, (expression: string, name: string) => {
      const value = substitute(expression, name);
      return typeof value === 'number' && COUNT_NAMES.has(name) ? numberText(value, locale()) : String(value);
    });
  };
}
