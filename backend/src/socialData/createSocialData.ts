import type { Logger } from 'pino';
import type { Config } from '../platform/config';
import { EmbeddedSocialData } from './embedded';
import { InsightIqSocialData } from './insightiq';
import type { SocialDataProvider } from './port';

/** The provider `SOCIAL_DATA_PROVIDER` names; the config schema guarantees its settings. */
export function createSocialData(config: Config, logger: Logger): SocialDataProvider {
  const sample = EmbeddedSocialData.fromSample();
  if (config.SOCIAL_DATA_PROVIDER === 'embedded') return sample;
  return new InsightIqSocialData({
    baseUrl: config.SOCIAL_DATA_URL!,
    clientId: config.SOCIAL_DATA_CLIENT_ID!,
    clientSecret: config.SOCIAL_DATA_CLIENT_SECRET!,
    timeoutMs: config.SOCIAL_DATA_TIMEOUT_MS,
    logger,
    profileBank: sample,
  });
}
