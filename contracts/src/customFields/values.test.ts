import { describe, expect, it } from '@jest/globals';
import { customFieldValueSchemaFor } from './values';

const ok = (type: Parameters<typeof customFieldValueSchemaFor>[0]['type'], value: unknown, options: string[] = []) =>
  customFieldValueSchemaFor({ type, options }).safeParse(value).success;

describe('custom field values', () => {
  it('accepts a value of the field type, and null to clear it', () => {
    expect(ok('text', 'fast replies')).toBe(true);
    expect(ok('number', 1500)).toBe(true);
    expect(ok('boolean', false)).toBe(true);
    expect(ok('date', '2026-11-23')).toBe(true);
    expect(ok('select', 'Micro', ['Nano', 'Micro'])).toBe(true);
    for (const type of ['text', 'number', 'boolean', 'date', 'select'] as const) expect(ok(type, null)).toBe(true);
  });

  it('refuses a value of another type, a bad date or an unknown option', () => {
    expect(ok('number', '1500')).toBe(false);
    expect(ok('number', Number.POSITIVE_INFINITY)).toBe(false);
    expect(ok('boolean', 'yes')).toBe(false);
    expect(ok('date', '23.11.2026')).toBe(false);
    expect(ok('date', '2026-02-30')).toBe(false);
    expect(ok('select', 'Mega', ['Nano', 'Micro'])).toBe(false);
    expect(ok('text', 'x'.repeat(5001))).toBe(false);
  });
});
