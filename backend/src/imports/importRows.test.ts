import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { TOP1000_FILES } from '../socialData/datasets/top1000';
import { readCsvRows } from '../socialData/datasets/csv';
import { findHandleColumn } from './handleColumn';
import { checkHandles, readCsvHandles } from './importRows';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Where each file of top1000-social-media-2022 keeps its handles, by header, read off the files by hand. */
const HANDLE_HEADERS: Record<string, string> = {
  'instagram-2022-06.csv': 'instagram name',
  'instagram-2022-09.csv': 'Instagram name',
  'instagram-2022-11.csv': 'Name',
  'instagram-2022-12.csv': 'name',
  'instagram-undated.csv': 'Influencer insta name',
  'tiktok-2022-06.csv': 'Tiktoker',
  'tiktok-2022-09.csv': 'Tiktoker name',
  'tiktok-2022-11.csv': 'Tiktoker name',
  'tiktok-2022-12.csv': 'Tiktoker name',
  'tiktok-undated.csv': 'Tiktoker name',
  'youtube-2022-06.csv': 'channel name',
  'youtube-2022-09.csv': 'Youtuber',
  'youtube-2022-11.csv': 'Youtube channel',
  'youtube-2022-12.csv': 'Youtube channel',
  'youtube-undated.csv': 'youtuber name',
};

describe('findHandleColumn', () => {
  it.each(Object.keys(HANDLE_HEADERS))('finds the handle column of %s', (file) => {
    const [header = [], ...rows] = readCsvRows(fixture(`top1000-heads/${file}`));
    const column = findHandleColumn(header, rows);
    expect(column).toBe(TOP1000_FILES[file]!.username);
    expect(header[column!]!.trim()).toBe(HANDLE_HEADERS[file]);
  });

  it('takes a column named username or handle at once, and answers null when nothing is handle-like', () => {
    expect(findHandleColumn(['Full name', 'Handle'], [['Leo Messi', 'LeoMessi']])).toBe(1);
    expect(findHandleColumn(['followers', 'country'], [['48.5M', 'Spain']])).toBeNull();
  });
});

describe('readCsvHandles', () => {
  it('reads the December Instagram file: 1,000 rows, 991 unique handles from the name column', () => {
    const rows = readCsvHandles(fixture('instagram-2022-12.csv'), 'instagram')!;
    expect(rows.handles).toHaveLength(991);
    expect(rows.handles.slice(0, 2)).toEqual([
      { platform: 'instagram', username: 'leomessi' },
      { platform: 'instagram', username: 'cristiano' },
    ]);
    expect(rows.skipped).toHaveLength(9);
    expect(rows.skipped.every((row) => row.outcome === 'duplicate')).toBe(true);
  });

  it('copes with blanks, repeated header rows, @, case, invalid cells and #VALOR!', () => {
    const csv = [
      'Rank,Name,Handle,followers,followers',
      '1,Leo Messi,@LeoMessi,48.5M,48500000',
      '2,Blank,,1K,1000',
      'Rank,Name,Handle,followers,followers',
      '3,Messi again,leomessi,#VALOR!,N/A',
      '4,Bad,has space,1K,1000',
      '5,Cristiano,cristiano,1K,1000',
    ].join('\n');
    expect(readCsvHandles(csv, 'instagram')).toEqual({
      handles: [
        { platform: 'instagram', username: 'leomessi' },
        { platform: 'instagram', username: 'cristiano' },
      ],
      skipped: [
        { platform: 'instagram', username: 'leomessi', outcome: 'duplicate', profileId: null },
        { platform: 'instagram', username: 'has space', outcome: 'invalid', profileId: null },
      ],
    });
  });

  it('reads a one-column list of handles, with or without a header', () => {
    expect(readCsvHandles('username\nkhaby.lame\n\nmrbeast\n', 'tiktok')!.handles).toEqual([
      { platform: 'tiktok', username: 'khaby.lame' },
      { platform: 'tiktok', username: 'mrbeast' },
    ]);
    expect(readCsvHandles('khaby.lame\nMrBeast\n', 'tiktok')!.handles.map((h) => h.username)).toEqual(['khaby.lame', 'mrbeast']);
  });

  it('answers null for a file without a handle column', () => {
    expect(readCsvHandles('followers,country\n48.5M,Spain\n', 'instagram')).toBeNull();
  });
});

describe('checkHandles', () => {
  it('dedupes per platform, case-insensitively, and marks invalid handles', () => {
    const rows = checkHandles([
      { platform: 'instagram', value: 'Cristiano' },
      { platform: 'tiktok', value: 'cristiano' },
      { platform: 'instagram', value: '@cristiano' },
      { platform: 'instagram', value: 'no/slash' },
    ]);
    expect(rows.handles).toEqual([
      { platform: 'instagram', username: 'cristiano' },
      { platform: 'tiktok', username: 'cristiano' },
    ]);
    expect(rows.skipped.map((row) => row.outcome)).toEqual(['duplicate', 'invalid']);
  });
});
