import type { FormulaLanguage } from '../profiles/formulaTexts';

export type CampaignFormulaName =
  | 'reach'
  | 'views'
  | 'likes'
  | 'comments'
  | 'storyViews'
  | 'engagements'
  | 'engagementRate'
  | 'cost'
  | 'costPerEngagement'
  | 'cpm'
  | 'earnedMediaValue';

function english(currency: string): Record<CampaignFormulaName, string> {
  const leftOut = '(posts without the number are left out, not counted as 0)';
  return {
    reach: `Σ reach of the campaign's posts ${leftOut}`,
    views: `Σ views of the campaign's posts ${leftOut}`,
    likes: `Σ likes of the campaign's posts ${leftOut}`,
    comments: `Σ comments of the campaign's posts ${leftOut}`,
    storyViews: "Σ views of the campaign's stories (stories without views are left out)",
    engagements: 'Σ (likes + comments) over the posts that have both',
    engagementRate: '(Σ likes + Σ comments) ÷ Σ views × 100, over the posts that have all three; percent, 2 decimals',
    cost: `Σ amounts of the paid, pending and scheduled payments in ${currency} (cancelled ones left out)`,
    costPerEngagement: `cost in ${currency} ÷ engagements (likes + comments); 4 decimals`,
    cpm: `cost in ${currency} ÷ views × 1,000; 2 decimals`,
    earnedMediaValue: `Σ per platform of views ÷ 1,000 × CPM value of the platform, in ${currency}; 2 decimals`,
  };
}

function german(currency: string): Record<CampaignFormulaName, string> {
  const leftOut = '(Beiträge ohne diese Zahl werden ausgelassen, nicht als 0 gezählt)';
  return {
    reach: `Σ Reichweite der Beiträge der Kampagne ${leftOut}`,
    views: `Σ Aufrufe der Beiträge der Kampagne ${leftOut}`,
    likes: `Σ Likes der Beiträge der Kampagne ${leftOut}`,
    comments: `Σ Kommentare der Beiträge der Kampagne ${leftOut}`,
    storyViews: 'Σ Aufrufe der Storys der Kampagne (Storys ohne Aufrufe werden ausgelassen)',
    engagements: 'Σ (Likes + Kommentare) über die Beiträge, die beides haben',
    engagementRate: '(Σ Likes + Σ Kommentare) ÷ Σ Aufrufe × 100, über die Beiträge, die alle drei haben; Prozent, 2 Dezimalstellen',
    cost: `Σ Beträge der bezahlten, ausstehenden und geplanten Zahlungen in ${currency} (stornierte ausgenommen)`,
    costPerEngagement: `Kosten in ${currency} ÷ Interaktionen (Likes + Kommentare); 4 Dezimalstellen`,
    cpm: `Kosten in ${currency} ÷ Aufrufe × 1.000; 2 Dezimalstellen`,
    earnedMediaValue: `Σ je Plattform: Aufrufe ÷ 1.000 × CPM-Wert der Plattform, in ${currency}; 2 Dezimalstellen`,
  };
}

const TEXTS: Record<FormulaLanguage, (currency: string) => Record<CampaignFormulaName, string>> = { en: english, de: german };

/** The "how computed" text of a campaign metric in `language`; `currency` names the money figures' currency (the others ignore it). */
export function campaignFormulaText(name: CampaignFormulaName, language: FormulaLanguage, currency = ''): string {
  return TEXTS[language](currency)[name];
}
