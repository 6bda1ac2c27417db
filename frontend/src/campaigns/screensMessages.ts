import { integrationsEnglish, integrationsGerman } from '../integrations/i18n';
import { campaignsEnglish, campaignsGerman } from './i18n';

/** Texts of the campaign screens and the integrations (Bitly); merged into en.ts / de.ts. */
export const campaignScreensEnglish = {
  scout: {
    menu: { campaigns: 'Campaigns' },
    campaigns: campaignsEnglish,
    integrations: integrationsEnglish,
  },
};

export const campaignScreensGerman: typeof campaignScreensEnglish = {
  scout: {
    menu: { campaigns: 'Kampagnen' },
    campaigns: campaignsGerman,
    integrations: integrationsGerman,
  },
};
