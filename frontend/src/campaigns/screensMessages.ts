import { integrationsEnglish, integrationsGerman } from '../integrations/i18n';
import { campaignsEnglish, campaignsGerman } from './i18n';

/** Texts of the campaign screens and the integrations (Bitly); merged into en.ts / de.ts. */
export const campaignScreensEnglish = {
  resources: { campaigns: { name: 'Campaign |||| Campaigns' } },
  scout: {
    menu: { campaigns: 'Campaigns' },
    campaigns: campaignsEnglish,
    integrations: integrationsEnglish,
  },
};

export const campaignScreensGerman: typeof campaignScreensEnglish = {
  resources: { campaigns: { name: 'Kampagne |||| Kampagnen' } },
  scout: {
    menu: { campaigns: 'Kampagnen' },
    campaigns: campaignsGerman,
    integrations: integrationsGerman,
  },
};
