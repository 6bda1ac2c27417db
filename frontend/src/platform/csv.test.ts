import { describe, expect, it } from '@jest/globals';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (r: { name: string; count: number | null }) => r.name },
    { header: 'count', value: (r: { name: string; count: number | null }) => r.count },
  ];

  it('writes a header row and one row per record, quoting only where needed', () => {
    expect(
      toCsv(
        [
          { name: 'Summer, 2027', count: 3 },
          { name: 'Say "hi"', count: null },
          { name: 'two\nlines', count: 0 },
        ],
        columns,
      ),
    ).toBe('name,count\r\n"Summer, 2027",3\r\n"Say ""hi""",\r\n"two\nlines",0');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(
      toCsv(
        [
          { name: '=HYPERLINK("x")', count: -1 },
          { name: '@me', count: 1 },
        ],
        columns,
      ),
    ).toBe('name,count\r\n"\'=HYPERLINK(""x"")",-1\r\n"\'@me",1');
  });

  it('is the header alone without records', () => {
    expect(toCsv([], columns)).toBe('name,count');
  });
});
