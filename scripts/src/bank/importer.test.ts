import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createPostgresBankStore, type PostgresBankStore } from '@scout/backend/discovery/bank/postgres';
import { profileBankId } from '@scout/backend/socialData/embedded';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import { generateBankCreators } from '../../bench/bankGenerator';
import { importBankFiles, type ImportReport } from './importer';
import { parseImportArguments, reportLines, runBankImportCli } from './main';
import { recordsOf } from './records';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const lineReasons = (report: ImportReport) => report.refusals.map((r) => [r.line, r.reason] as const);

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('reading records', () => {
  it('splits CSV records at newlines outside quotes, numbering each by its first line', async () => {
    const records = [];
    for await (const record of recordsOf(chunksOf('a,b\r\n1,"x\ny"\n', '2,"z"', '\n\n3,w'), { csv: true })) records.push(record);
    expect(records).toEqual([
      { line: 1, text: 'a,b' },
      { line: 2, text: '1,"x\ny"' },
      { line: 4, text: '2,"z"' },
      { line: 5, text: '' },
      { line: 6, text: '3,w' },
    ]);
  });

  it('gives a record too long to keep as null text, without holding it', async () => {
    const records = [];
    for await (const record of recordsOf(chunksOf('short\n', 'x'.repeat(50), 'y'.repeat(50), '\nafter'), { csv: false, maxChars: 60 }))
      records.push(record);
    expect(records).toEqual([
      { line: 1, text: 'short' },
      { line: 2, text: null },
      { line: 3, text: 'after' },
    ]);
  });
});

describe('npm run bank:import', () => {
  let db: TestPool;
  let store: PostgresBankStore;
  let folder: string;

  beforeAll(async () => {
    db = await openTestPool('bank_import', 4);
    store = createPostgresBankStore(db.pool);
    await store.migrate();
    folder = await mkdtemp(path.join(tmpdir(), 'bank-import-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await db.close();
  });

  it('imports a CSV file and reports the refused rows with their line numbers', async () => {
    const report = await importBankFiles([fixture('creators.csv')], store);
    expect(report.stored).toBe(3);
    expect(report.refused).toBe(4);
    expect(report.refusals.map((r) => r.line)).toEqual([5, 6, 7, 8]);
    expect(lineReasons(report)).toEqual([
      [5, expect.stringContaining('followers')],
      [6, expect.stringContaining('sources')],
      [7, expect.stringMatching(/username.*country|country.*username/)],
      [8, '3 cells, the header has 21'],
    ]);
    const melange = await store.get(profileBankId('instagram', 'wiener.melange'));
    expect(melange).toMatchObject({
      username: 'wiener.melange',
      bio: 'Kaffee, Kuchen und Wien\n(zweite Zeile der Bio)',
      categories: ['Food', 'Travel'],
      verified: true,
      followers: 48_500,
      averageViews: null,
      followerHistory: [
        { date: '2025-01-15', followers: 45_000 },
        { date: '2025-06-15', followers: 48_500 },
      ],
      mentions: ['@demel'],
      contacts: [
        { type: 'email', value: 'hello@example.com' },
        { type: 'website', value: 'https://example.com' },
      ],
      synthetic: false,
    });
    expect(melange!.followerGrowth).toBe(7.78);
  });

  it('imports JSON Lines, gzipped or not, refusing rows that are not bank creators', async () => {
    const report = await importBankFiles([fixture('creators.jsonl')], store);
    expect(report).toMatchObject({ stored: 3, refused: 4 });
    expect(lineReasons(report)).toEqual([
      [3, expect.stringContaining('not JSON')],
      [4, expect.stringContaining('platform')],
      [5, expect.stringContaining('followers')],
      [6, 'not a JSON object'],
    ]);
    expect(await store.get(profileBankId('tiktok', 'muenchen.eats'))).toMatchObject({ city: 'München' });
    const gz = path.join(folder, 'more.jsonl.gz');
    await writeFile(gz, gzipSync([...generateBankCreators(30, { seed: 7 })].map((c) => JSON.stringify(c)).join('\n')));
    expect(await importBankFiles([gz], store, { batchSize: 7 })).toEqual({ stored: 30, refused: 0, refusals: [] });
  });

  it('refuses hostile rows one by one and goes on: NUL bytes, a 10 MB line, wrong types', async () => {
    const good = (username: string) => JSON.stringify({ platform: 'instagram', username, sources: ['hostile test'] });
    const file = path.join(folder, 'hostile.jsonl');
    await writeFile(
      file,
      [
        good('before.hostile'),
        JSON.stringify({ platform: 'instagram', username: 'nul\u0000byte', sources: ['x'] }),
        JSON.stringify({ platform: 'instagram', username: 'nul.in.bio', bio: 'a\u0000b', sources: ['x'] }),
        `{"platform":"instagram","username":"raw.nul","sources":["x"]}\u0000`,
        JSON.stringify({ platform: 'instagram', username: 'huge', bio: 'x'.repeat(10 * 1024 * 1024), sources: ['x'] }),
        JSON.stringify({ platform: 'instagram', username: 'surrogate', fullName: '\ud800', sources: ['x'] }),
        JSON.stringify({ platform: ['instagram'], username: 42, followers: -1, verified: 'yes', sources: 'x' }),
        JSON.stringify({ platform: 'instagram', username: 'too.many.followers', followers: 1e20, sources: ['x'] }),
        JSON.stringify({ platform: 'instagram', username: 'proto', __proto__: { polluted: true }, sources: ['x'] }),
        good('after.hostile'),
      ].join('\n'),
    );
    const report = await importBankFiles([file], store);
    expect(report.stored).toBe(3);
    expect(lineReasons(report)).toEqual([
      [2, 'username: contains a NUL character'],
      [3, 'bio: contains a NUL character'],
      [4, expect.stringContaining('not JSON')],
      [5, 'row longer than 1,000,000 characters'],
      [6, 'fullName: contains a broken Unicode character'],
      [7, expect.stringMatching(/platform.*username.*verified.*followers|platform/)],
      [8, expect.stringContaining('followers')],
    ]);
    expect(await store.get(profileBankId('instagram', 'after.hostile'))).not.toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const csv = path.join(folder, 'hostile.csv');
    await writeFile(csv, `platform,username,sources\ninstagram,"open quote,x\ninstagram,ok.csv,x\n\u0000,nul,x\n`);
    const csvReport = await importBankFiles([csv], store);
    // An unbalanced quote swallows the rest of the file into one record, which is refused as one row.
    expect(csvReport.stored).toBe(0);
    expect(csvReport.refused).toBe(1);
  });

  it('fails a file with columns it does not know, naming them', async () => {
    const csv = path.join(folder, 'columns.csv');
    await writeFile(csv, 'platform,username,sources,followerz\ninstagram,a,x,1\n');
    await expect(importBankFiles([csv], store)).rejects.toThrow(/unknown column "followerz"/);
  });

  it('runs as a command on DATABASE_URL: exit code 0, counts and refused rows on stdout, progress on stderr', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = db.database.url;
    try {
      const code = await runBankImportCli([fixture('creators.csv'), fixture('creators.jsonl')], {
        stdout: { write: (t: string) => out.push(t) },
        stderr: { write: (t: string) => err.push(t) },
      });
      expect(code).toBe(0);
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = before;
    }
    const lines = out.join('').trimEnd().split('\n');
    expect(lines[0]).toBe('stored 6 creators, refused 8 rows');
    expect(lines[1]).toMatch(/^refused .*creators\.csv, line 5: followers/);
    expect(lines).toHaveLength(9);
    expect(err.join('')).toMatch(/importing creators\.jsonl .*100% \d+ creators stored, \d+ refused/);
  });

  it('takes files, refuses options and other formats (exit code 2), and says what it did', async () => {
    expect(parseImportArguments([])).toEqual({ ok: false, problem: 'no file given' });
    expect(parseImportArguments(['--fast', 'a.csv'])).toEqual({ ok: false, problem: 'unknown option --fast' });
    expect(parseImportArguments(['a.xlsx'])).toMatchObject({ ok: false });
    expect(parseImportArguments(['a.csv', 'b.jsonl.gz', 'c.ndjson'])).toEqual({ ok: true, files: ['a.csv', 'b.jsonl.gz', 'c.ndjson'] });
    const written: string[] = [];
    const io = { stdout: { write: (t: string) => written.push(t) }, stderr: { write: (t: string) => written.push(t) } };
    expect(await runBankImportCli([], io)).toBe(2);
    expect(written.join('')).toContain('usage: npm run bank:import -- FILE');
    expect(await runBankImportCli([path.join(folder, 'missing.csv')], io)).toBe(1);
    const refusals = Array.from({ length: 25 }, (_, i) => ({ file: 'f.csv', line: i + 2, reason: 'bad' }));
    const lines = reportLines({ stored: 5, refused: 25, refusals: refusals.slice(0, 20) });
    expect(lines[0]).toBe('stored 5 creators, refused 25 rows');
    expect(lines[1]).toBe('refused f.csv, line 2: bad');
    expect(lines.at(-1)).toBe('… and 5 more refused rows (the first 20 are shown)');
  });
});
