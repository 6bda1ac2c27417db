import { describe, expect, it } from '@jest/globals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { HistoryValue } from '@scout/contracts/campaigns/history';
import { englishCatalogue } from '../shell/i18n/en';
import { germanCatalogue } from '../shell/i18n/de';
import { historyDetails } from './historyDetails';
import { campaignsEnglish, campaignsGerman } from './i18n';

// The real catalogues through react-admin's polyglot provider, as the history tab uses them.
const translateIn = (locale: 'en' | 'de') => {
  const provider = polyglotI18nProvider(() => (locale === 'de' ? germanCatalogue : englishCatalogue), locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};
const ANNA = '6f1d3c52-8b7e-4f0a-9d7c-2a1b3c4d5e6f';
const names = new Map([[ANNA, '@anna']]);
const detailsIn = (locale: 'en' | 'de', type: string, changes: Record<string, HistoryValue>) =>
  historyDetails({ type, changes }, translateIn(locale), locale, names);

/** A developer's `key: value`: a camelCase word or a lone word before a colon. */
const KEY_VALUE = [/\b[a-z]+[A-Z][a-zA-Z]*:/, /^\w+: /];

describe('the details of a campaign history entry, one plain sentence per change', () => {
  it('says a payment was marked paid and its due date, in each language', () => {
    expect(detailsIn('en', 'PaymentEdited', { paymentId: 'x', status: 'paid', dueDate: '2026-12-12' })).toEqual([
      'Payment marked paid',
      'Due date set to 12 Dec 2026',
    ]);
    expect(detailsIn('de', 'PaymentEdited', { status: 'paid', dueDate: '2026-12-12' })).toEqual([
      'Zahlung als bezahlt markiert',
      'Fälligkeitsdatum auf 12. Dez. 2026 gesetzt',
    ]);
  });

  it('turns tracking on and off in words, and leaves out what the entry’s line already says', () => {
    expect(
      detailsIn('en', 'CampaignPostAdded', {
        postId: 'p',
        influencerId: ANNA,
        url: 'https://instagram.com/p/1',
        platform: 'instagram',
        type: 'post',
        publishedAt: null,
        likes: 1200,
        enableTracking: false,
        source: 'manual',
      }),
    ).toEqual(['Influencer @anna', 'Address set to https://instagram.com/p/1', 'Likes set to 1,200', 'Live tracking turned off']);
    expect(detailsIn('de', 'CampaignPostEdited', { enableTracking: true })).toEqual(['Live-Verfolgung eingeschaltet']);
  });

  it('shows money as an amount in its currency, the currency not again', () => {
    expect(detailsIn('en', 'CampaignUpdated', { budgetCents: 1250050, currency: 'EUR' })).toEqual(['Budget set to €12,500.50']);
    expect(detailsIn('de', 'InfluencerUpdated', { influencerId: ANNA, feeCents: 373456, currency: 'USD', status: 'confirmed' })).toEqual([
      '@anna',
      'Honorar auf 3.734,56\u00a0$ gesetzt',
      'Status auf Bestätigt gesetzt',
    ]);
    // Without a currency in the same change, the amount alone.
    expect(detailsIn('de', 'PaymentEdited', { amountCents: 123456 })).toEqual(['Betrag auf 1.234,56 gesetzt']);
  });

  it('says a field was cleared in an edit, and leaves out what a new thing does not have', () => {
    expect(detailsIn('en', 'PaymentEdited', { dueDate: null })).toEqual(['Due date removed']);
    expect(
      detailsIn('en', 'CampaignLinkAdded', {
        linkId: 'l',
        url: 'https://shop.example',
        linkText: 'Shop',
        influencerId: null,
        shortUrl: null,
      }),
    ).toEqual(['Address set to https://shop.example']);
  });

  it('quotes what people typed, and counts refreshed figures', () => {
    expect(detailsIn('en', 'CampaignUpdated', { name: 'Summer' })).toEqual(['Name set to “Summer”']);
    expect(detailsIn('de', 'CampaignPostMetricsRefreshed', { postId: 'p', views: 15000 })).toEqual(['Aufrufe jetzt 15.000']);
    expect(detailsIn('en', 'CampaignUploadsAdded', { uploads: 2, fileNames: 'brief.pdf, moodboard.png' })).toEqual([
      'File names brief.pdf, moodboard.png',
    ]);
  });

  it('does not repeat the influencer the entry’s line names', () => {
    expect(detailsIn('en', 'InfluencerAdded', { influencerId: ANNA, username: 'anna', platform: 'instagram' })).toEqual([]);
  });

  it('names an influencer who left the campaign in words, not by an id', () => {
    const [line] = detailsIn('en', 'PaymentAdded', {
      influencerId: '00000000-0000-4000-8000-000000000000',
      amountCents: 1,
      currency: 'EUR',
    });
    expect(line).toBe('An influencer who has left the campaign');
  });

  it('gives a field it has no words for one human line, never its key', () => {
    const lines = detailsIn('en', 'CampaignUpdated', { someNewField: 'x', 'details.other': 3 });
    expect(lines).toEqual(['Other details changed']);
  });

  it('writes no field key in any detail of any event, in either language', () => {
    const samples: Array<[string, Record<string, HistoryValue>]> = [
      [
        'CampaignCreated',
        {
          name: 'Summer',
          brand: 'Acme',
          startDate: '2026-06-01',
          endDate: '2026-08-31',
          budgetCents: 100,
          currency: 'EUR',
          hashtags: 'a, b',
        },
      ],
      [
        'CampaignPostEdited',
        { postId: 'p', caption: 'Hi', reach: 5, shares: 2, type: 'reel', platform: 'tiktok', publishedAt: '2026-06-02T10:00:00Z' },
      ],
      ['CampaignStoryAdded', { storyId: 's', influencerId: ANNA, url: null, views: 10, publishedAt: '2026-06-02T10:00:00Z' }],
      ['CampaignActivityAdded', { activityId: 'a', text: 'Called the agency' }],
      [
        'PaymentAdded',
        {
          paymentId: 'p',
          influencerId: ANNA,
          amountCents: 100,
          currency: 'EUR',
          status: 'pending',
          dueDate: null,
          paidDate: null,
          note: 'Q3',
        },
      ],
      [
        'UGCContentUpdated',
        { contentId: 'c', username: 'x', platform: 'instagram', url: 'https://x.example', status: 'approved', note: 'ok' },
      ],
      ['InfluencerUpdated', { influencerId: ANNA, deliverables: '2 reels', notes: 'fast', status: 'paid' }],
    ];
    for (const locale of ['en', 'de'] as const)
      for (const [type, changes] of samples)
        for (const line of detailsIn(locale, type, changes)) for (const pattern of KEY_VALUE) expect(line).not.toMatch(pattern);
  });

  it('has every field name and detail sentence in both languages', () => {
    expect(Object.keys(campaignsGerman.history.fields).sort()).toEqual(Object.keys(campaignsEnglish.history.fields).sort());
    expect(Object.keys(campaignsGerman.history.details).sort()).toEqual(Object.keys(campaignsEnglish.history.details).sort());
  });
});
