import { describe, expect, it } from '@jest/globals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue } from '../shell/i18n/en';
import { germanCatalogue } from '../shell/i18n/de';
import { historyLine } from './historyText';
import { campaignsEnglish, campaignsGerman } from './i18n';

// The real catalogues through react-admin's polyglot provider, as the history tab uses them.
const translateIn = (locale: 'en' | 'de') => {
  const provider = polyglotI18nProvider(() => (locale === 'de' ? germanCatalogue : englishCatalogue), locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};
const lineIn = (locale: 'en' | 'de', type: string, facts: Record<string, string | number | boolean | null>) =>
  historyLine({ type, facts }, translateIn(locale), locale);

describe('a campaign history line, worded from the stored facts in the reader’s language', () => {
  it('words a status change with the statuses in each language', () => {
    expect(lineIn('en', 'CampaignStatusChanged', { from: 'draft', to: 'active' })).toBe('Status changed from Draft to Active');
    expect(lineIn('de', 'CampaignStatusChanged', { from: 'draft', to: 'active' })).toBe('Status von Entwurf zu Aktiv geändert');
  });

  it('formats a payment’s amount for the locale and words its status', () => {
    expect(lineIn('en', 'PaymentAdded', { amountCents: 125050, currency: 'EUR', status: 'pending' })).toBe(
      'Payment of €1,250.50 added (Pending)',
    );
    expect(lineIn('de', 'PaymentAdded', { amountCents: 125050, currency: 'EUR', status: 'pending' })).toBe(
      'Zahlung über 1.250,50\u00a0€ hinzugefügt (Ausstehend)',
    );
  });

  it('counts files with the plural of each language', () => {
    expect(lineIn('en', 'CampaignUploadsAdded', { count: 1 })).toBe('1 file uploaded');
    expect(lineIn('en', 'CampaignUploadsAdded', { count: 2 })).toBe('2 files uploaded');
    expect(lineIn('de', 'CampaignUploadsAdded', { count: 2 })).toBe('2 Dateien hochgeladen');
  });

  it('chooses the line of a variant from a flag (a shortened link, the public link turned off)', () => {
    expect(lineIn('en', 'CampaignLinkAdded', { linkText: 'Shop', shortened: true })).toBe('Link "Shop" added and shortened');
    expect(lineIn('de', 'CampaignShareStatusChanged', { disableShare: true })).toBe('Öffentlicher Link ausgeschaltet');
    expect(lineIn('de', 'CampaignPostRefreshFailed', { reason: 'provider_error', failures: 1 })).toBe(
      'Aktualisierung der Kennzahlen fehlgeschlagen (Datenanbieter nicht erreichbar, 1-mal in Folge)',
    );
  });

  it('has a line in both languages for every event type the projection records', () => {
    const english: Record<string, string> = campaignsEnglish.history.events;
    const german: Record<string, string> = campaignsGerman.history.events;
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(lineIn('de', 'CampaignCreated', { name: 'Sommer' })).toBe('Kampagne „Sommer“ erstellt');
  });

  it('words an event type it does not know as a change of the campaign, never by its name', () => {
    expect(lineIn('en', 'CampaignSomethingNew', {})).toBe('The campaign was changed');
    expect(lineIn('de', 'CampaignSomethingNew', {})).toBe('Die Kampagne wurde geändert');
  });

  it('names platforms and post types in the reader’s words, and no field keys', () => {
    expect(lineIn('en', 'CampaignPostAdded', { platform: 'instagram', postType: 'reel', fromUrl: false })).toBe(
      'Post added (Instagram Reel)',
    );
    expect(lineIn('de', 'InfluencerAdded', { username: 'anna', platform: 'youtube' })).toBe('Influencer @anna (YouTube) hinzugefügt');
    expect(lineIn('en', 'CampaignUpdated', { fields: 'name, budgetCents' })).toBe('Details changed');
    expect(lineIn('de', 'CampaignLinkClicksCollected', { clicks: 12345 })).toBe('Klicks eines Links erfasst, insgesamt 12.345');
  });
});
