import { describe, expect, it } from '@jest/globals';
import { campaignFormulaText, type CampaignFormulaName } from '@scout/contracts/campaigns/metricsFormulaTexts';
import { PROFILE_FORMULAS, type ProfileFormulaName } from '@scout/contracts/profiles/formulaTexts';
import { campaignMetricFormulaText, profileFormulaText } from './formulaText';

const PROFILE_NAMES = Object.keys(PROFILE_FORMULAS.en) as ProfileFormulaName[];
const CAMPAIGN_NAMES: CampaignFormulaName[] = [
  'reach',
  'views',
  'likes',
  'comments',
  'storyViews',
  'engagements',
  'engagementRate',
  'cost',
  'costPerEngagement',
  'cpm',
  'earnedMediaValue',
];

describe('formula texts in the reader’s language', () => {
  it('has a German text for every creator figure, different from the English one', () => {
    expect(Object.keys(PROFILE_FORMULAS.de).sort()).toEqual([...PROFILE_NAMES].sort());
    for (const name of PROFILE_NAMES) {
      const german = profileFormulaText(name, PROFILE_FORMULAS.en[name], 'de');
      expect(german).toBe(PROFILE_FORMULAS.de[name]);
      expect(german).not.toBe(PROFILE_FORMULAS.en[name]);
      expect(profileFormulaText(name, PROFILE_FORMULAS.en[name], 'en')).toBe(PROFILE_FORMULAS.en[name]);
    }
    // German number writing inside the text.
    expect(PROFILE_FORMULAS.de.averageLikes).toContain('die neuesten 1.000');
  });

  it('words every campaign metric in German, with the currency of the money figures', () => {
    for (const name of CAMPAIGN_NAMES) {
      const english = campaignFormulaText(name, 'en', 'USD');
      const german = campaignMetricFormulaText(name, english, 'de', 'USD');
      expect(german).not.toBe(english);
      expect(german).toBe(campaignFormulaText(name, 'de', 'USD'));
    }
    expect(campaignMetricFormulaText('cpm', campaignFormulaText('cpm', 'en', 'EUR'), 'de', 'EUR')).toBe(
      'Kosten in EUR ÷ Aufrufe × 1.000; 2 Dezimalstellen',
    );
  });

  it('shows a text stored in an earlier wording as it was stored', () => {
    expect(profileFormulaText('engagementRate', 'an older wording', 'de')).toBe('an older wording');
    expect(campaignMetricFormulaText('cost', campaignFormulaText('cost', 'en', 'EUR'), 'de', 'USD')).toBe(
      campaignFormulaText('cost', 'en', 'EUR'),
    );
  });
});
