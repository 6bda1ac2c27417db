import type { Logger } from 'pino';
import type { BankStore } from './bank/port';
import { withProfileBank } from './bank/socialData';
import type { Config } from '@scout/platform/config';
import { EmbeddedSocialData } from '../socialData/embedded';
import { InsightIqSocialData } from '../socialData/insightiq';
import type { SocialDataProvider } from '../socialData/port';

/**
 * The provider `SOCIAL_DATA_PROVIDER` names; the config schema guarantees its settings. With the
 * profile bank given, bank ids resolve through it (then through the shipped sample), and the
 * embedded provider answers a bank creator outside its sample from the bank entry.
 */
export function createSocialData(config: Config, logger: Logger, bank?: Pick<BankStore, 'get' | 'search'>): SocialDataProvider {
  const sample = EmbeddedSocialData.fromSample();
  if (config.SOCIAL_DATA_PROVIDER === 'embedded') return bank ? withProfileBank(sample, bank, { lookupFromBank: true }) : sample;
  return new InsightIqSocialData({
    baseUrl: config.SOCIAL_DATA_URL!,
    clientId: config.SOCIAL_DATA_CLIENT_ID!,
    clientSecret: config.SOCIAL_DATA_CLIENT_SECRET!,
    timeoutMs: config.SOCIAL_DATA_TIMEOUT_MS,
    searchBudgetMs: config.SOCIAL_DATA_SEARCH_BUDGET_MS,
    logger,
    profileBank: bank ? withProfileBank(sample, bank, { lookupFromBank: false }) : sample,
  });
}
