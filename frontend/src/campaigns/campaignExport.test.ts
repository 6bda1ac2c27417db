import { describe, expect, it } from '@jest/globals';
import { toCsv } from '../platform/csv';
import { campaignCsvColumns } from './campaignExport';
import type { CampaignRecord } from './campaignsResource';

// Only what the export reads.
const campaign = {
  id: 'c1',
  name: 'Spring;=1+1;',
  brand: '=HYPERLINK("https://evil.example","Open")',
  status: 'active',
  startDate: '2027-03-01',
  endDate: '2027-05-31',
  totals: {
    influencers: 3,
    posts: 12,
    payments: [
      { currency: 'EUR', totalCents: 25050 },
      { currency: 'USD', totalCents: 1000 },
    ],
  },
  createdAt: '2027-02-01T09:00:00.000Z',
  updatedAt: '2027-02-02T09:00:00.000Z',
} as unknown as CampaignRecord;

describe('the campaign list export', () => {
  it('writes a campaign named Spring;=1+1; as one quoted text cell, a formula as text, numbers as numbers', () => {
    const [header, row] = toCsv([campaign], campaignCsvColumns).split('\r\n');
    expect(header).toBe('name,brand,status,startDate,endDate,influencers,posts,payments,createdAt,updatedAt');
    expect(row).toBe(
      [
        '"Spring;=1+1;"',
        `"'=HYPERLINK(""https://evil.example"",""Open"")"`,
        'active',
        '2027-03-01',
        '2027-05-31',
        '3',
        '12',
        '"EUR 250.50; USD 10.00"',
        '2027-02-01T09:00:00.000Z',
        '2027-02-02T09:00:00.000Z',
      ].join(','),
    );
  });

  it('splits into the same cells with a semicolon as list separator: no cell starts a formula', () => {
    const row = toCsv([campaign], campaignCsvColumns).split('\r\n')[1]!;
    const unquoted = row.replace(/"(?:[^"]|"")*"/g, 'TEXT');
    expect(unquoted.split(';')).toHaveLength(1);
    expect(unquoted.split(',')).toHaveLength(campaignCsvColumns.length);
  });
});
