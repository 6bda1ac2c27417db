import { PROFILE_FORMULAS } from '@scout/contracts/profiles/formulaTexts';

/** What each figure's "how computed" card says, as the read models store it (English; the web app shows the reader's language). */
export const FORMULAS = PROFILE_FORMULAS.en;
