import { campaignFormulaText, type CampaignFormulaName } from '@scout/contracts/campaigns/metricsFormulaTexts';
import { PROFILE_FORMULAS, type FormulaLanguage, type ProfileFormulaName } from '@scout/contracts/profiles/formulaTexts';

const languageOf = (locale: string): FormulaLanguage => (locale.startsWith('de') ? 'de' : 'en');

/**
 * A formula text the API answered (in English) in the reader's language. Only the current wording
 * has a translation: a text stored in an earlier wording (a frozen audit report) is shown as stored,
 * so the words never describe another computation than the one the figure came from.
 */
function translated(shown: string, english: string, inLanguage: string): string {
  return shown === english ? inLanguage : shown;
}

/** A creator figure's formula (profile page, public page, audit report) in the UI language. */
export function profileFormulaText(name: ProfileFormulaName, shown: string, locale: string): string {
  return translated(shown, PROFILE_FORMULAS.en[name], PROFILE_FORMULAS[languageOf(locale)][name]);
}

/** A campaign metric's formula in the UI language; `currency` is the one the money figures are in. */
export function campaignMetricFormulaText(name: CampaignFormulaName, shown: string, locale: string, currency = ''): string {
  return translated(shown, campaignFormulaText(name, 'en', currency), campaignFormulaText(name, languageOf(locale), currency));
}
