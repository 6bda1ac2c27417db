import { describe, expect, it } from '@jest/globals';
import { csvCell } from './csvCell';

describe('csvCell', () => {
  it('writes plain text as it is', () => {
    expect(csvCell('Spring launch')).toBe('Spring launch');
    expect(csvCell('')).toBe('');
  });

  it.each([
    ['a comma', 'Summer, 2027', '"Summer, 2027"'],
    ['a semicolon', 'Spring;launch', '"Spring;launch"'],
    ['a tab inside', 'a\tb', '"a\tb"'],
    ['a quote', 'Say "hi"', '"Say ""hi"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a carriage return and line feed', 'two\r\nlines', '"two\r\nlines"'],
  ])('quotes a text holding %s', (_what, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['=', '=1+1', `"'=1+1"`],
    ['+', '+49 30 123', `"'+49 30 123"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a tab', '\t=1', `"'\t=1"`],
    ['a carriage return', '\r=1', `"'\r=1"`],
  ])('neutralises a text starting with %s: a leading apostrophe, quoted', (_starter, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('neutralises and quotes a formula holding quotes and separators', () => {
    expect(csvCell('=HYPERLINK("https://evil.example";"x")')).toBe(`"'=HYPERLINK(""https://evil.example"";""x"")"`);
  });

  it('keeps a campaign named Spring;=1+1; in one quoted text cell', () => {
    expect(csvCell('Spring;=1+1;')).toBe('"Spring;=1+1;"');
  });

  it('writes numbers and booleans as they are, negative ones too', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(2.5)).toBe('2.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('writes null and undefined as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps unicode as it is', () => {
    expect(csvCell('Zoë 🌸 Müller')).toBe('Zoë 🌸 Müller');
    expect(csvCell('Grüße; 東京')).toBe('"Grüße; 東京"');
  });
});
