import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { profileSnapshotSchema } from '@scout/contracts/socialData';
import { mergeTop1000Rows, readTop1000Csv, TOP1000_FILES } from './top1000';
import { parseCount } from './numbers';

const fixture = (file: string) => readFileSync(new URL(`../fixtures/top1000-${file}`, import.meta.url), 'utf8');
const rows = Object.entries(TOP1000_FILES).flatMap(([file, layout]) => readTop1000Csv(fixture(file), layout));
const snapshots = mergeTop1000Rows(rows);
const of = (platform: string, username: string) =>
  snapshots.find((s) => s.platform === platform && s.username.toLowerCase() === username.toLowerCase())!;

describe('parseCount', () => {
  it('reads the datasets number styles', () => {
    expect(parseCount('48.5M')).toBe(48_500_000);
    expect(parseCount('353.1K')).toBe(353_100);
    expect(parseCount('477900000.00')).toBe(477_900_000);
    expect(parseCount('1,234')).toBe(1234);
    expect(parseCount('1.2B')).toBe(1_200_000_000);
  });

  it('gives null for placeholders', () => {
    for (const text of ['', '-', "N/A'", '#VALOR!', 'Share', undefined]) expect(parseCount(text)).toBeNull();
  });
});

describe('top1000 readers', () => {
  it('reads the right columns of files whose headers differ or lie', () => {
    const june = readTop1000Csv(fixture('instagram-2022-06.csv'), TOP1000_FILES['instagram-2022-06.csv']!);
    expect(june[0]).toEqual({
      platform: 'instagram',
      month: '2022-06',
      username: 'cristiano',
      fullName: 'Cristiano Ronaldo',
      category: 'Sports with a ball',
      country: null,
      followers: 459_200_000,
      averageViews: null,
      averageLikes: null,
      averageComments: null,
      averageEngagement: 6_200_000,
    });
    const november = readTop1000Csv(fixture('instagram-2022-11.csv'), TOP1000_FILES['instagram-2022-11.csv']!);
    expect(november.find((row) => row.username === 'cristiano')).toMatchObject({ fullName: 'Cristiano Ronaldo', followers: 483_100_000 });
  });

  it('reads TikTok November, which has text numbers only', () => {
    const november = readTop1000Csv(fixture('tiktok-2022-11.csv'), TOP1000_FILES['tiktok-2022-11.csv']!);
    expect(november.find((row) => row.username === 'khaby.lame')).toMatchObject({
      followers: 152_000_000,
      averageViews: 15_000_000,
      averageLikes: 1_800_000,
      averageComments: 6500,
    });
  });

  it('turns #VALOR! and N/A cells into null', () => {
    const june = readTop1000Csv(fixture('youtube-2022-06.csv'), TOP1000_FILES['youtube-2022-06.csv']!);
    expect(june.find((row) => row.username === 'juptube')).toMatchObject({
      country: null,
      averageLikes: null,
      averageComments: null,
      averageViews: 0,
    });
  });

  it('merges the months into one snapshot with a dated follower history, newest first', () => {
    const cristiano = of('instagram', 'cristiano');
    expect(cristiano.followerHistory).toEqual([
      { date: '2022-12-15', followers: 523_000_000 },
      { date: '2022-11-15', followers: 483_100_000 },
      { date: '2022-09-15', followers: 477_900_000 },
      { date: '2022-06-15', followers: 459_200_000 },
    ]);
    expect(cristiano.statistics.followers).toBe(523_000_000);
    expect(cristiano.identity).toMatchObject({ fullName: 'Cristiano Ronaldo', category: 'Sports with a ball', country: null });
    expect(cristiano.statistics.providerEngagementRate).toBeCloseTo(14_700_000 / 523_000_000, 5);
    expect(cristiano.statistics.averageLikes).toBeNull();
  });

  it('keeps TikTok averages of the newest month', () => {
    expect(of('tiktok', 'khaby.lame').statistics).toMatchObject({
      followers: 153_100_000,
      averageViews: 10_600_000,
      averageLikes: 1_200_000,
      averageComments: 20_800,
      providerEngagementRate: null,
    });
  });

  it('keeps YouTube handles as written and the channel country', () => {
    expect(of('youtube', 'MrBeast6000')).toMatchObject({ username: 'MrBeast6000', identity: { country: 'United States' } });
    expect(of('youtube', 'MrBeast6000').followerHistory.map((p) => p.date)).toEqual(['2022-11-15', '2022-09-15', '2022-06-15']);
  });

  it('uses the undated file only where no month gives a value', () => {
    const cocomelon = of('youtube', 'checkgate');
    expect(cocomelon.followerHistory).toEqual([]);
    expect(cocomelon.statistics.followers).toBe(132_100_000);
  });

  it('gives valid snapshots', () => {
    for (const snapshot of snapshots) expect(profileSnapshotSchema.parse(snapshot)).toEqual(snapshot);
  });
});
