import { describe, expect, it } from '@jest/globals';
import { inputText, valueOfInput } from './fieldValue';

describe('custom field values in inputs', () => {
  it('shows nothing for a missing value and the text of any other', () => {
    expect(inputText(undefined)).toBe('');
    expect(inputText(null)).toBe('');
    expect(inputText(12.5)).toBe('12.5');
    expect(inputText(false)).toBe('false');
  });

  it('stores numbers as numbers (comma decimals too), booleans as booleans, empty as null', () => {
    expect(valueOfInput({ type: 'number' }, ' 12,5 ')).toBe(12.5);
    expect(valueOfInput({ type: 'boolean' }, 'true')).toBe(true);
    expect(valueOfInput({ type: 'boolean' }, 'false')).toBe(false);
    expect(valueOfInput({ type: 'text' }, '  ')).toBeNull();
    expect(valueOfInput({ type: 'date' }, '2026-11-23')).toBe('2026-11-23');
  });

  it('passes text that is no number on, so the server answers why', () => {
    expect(valueOfInput({ type: 'number' }, 'a lot')).toBe('a lot');
  });
});
