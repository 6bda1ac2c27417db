import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '@scout/platform/config';
import { createSocialData } from './createSocialData';
import { EmbeddedSocialData } from '../socialData/embedded';
import { InsightIqSocialData } from '../socialData/insightiq';

const logger = pino({ level: 'silent' });

describe('social-data configuration', () => {
  it('uses the shipped sample by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ SOCIAL_DATA_PROVIDER: 'embedded', SOCIAL_DATA_TIMEOUT_MS: 10_000 });
    expect(createSocialData(config, logger)).toBeInstanceOf(EmbeddedSocialData);
  });

  it('uses the HTTP API when configured with its address and credentials', () => {
    const config = loadConfig({
      SOCIAL_DATA_PROVIDER: 'insightiq',
      SOCIAL_DATA_URL: 'https://api.example.com',
      SOCIAL_DATA_CLIENT_ID: 'id',
      SOCIAL_DATA_CLIENT_SECRET: 'secret',
      SOCIAL_DATA_TIMEOUT_MS: '2500',
    });
    expect(config.SOCIAL_DATA_TIMEOUT_MS).toBe(2500);
    expect(createSocialData(config, logger)).toBeInstanceOf(InsightIqSocialData);
  });

  it('refuses the HTTP API without its address or credentials, naming what is missing', () => {
    const load = () => loadConfig({ SOCIAL_DATA_PROVIDER: 'insightiq', SOCIAL_DATA_URL: 'https://api.example.com' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SOCIAL_DATA_CLIENT_ID: is required when SOCIAL_DATA_PROVIDER=insightiq/);
    expect(load).toThrow(/SOCIAL_DATA_CLIENT_SECRET/);
    expect(() => loadConfig({ SOCIAL_DATA_PROVIDER: 'insightiq', SOCIAL_DATA_CLIENT_ID: 'a', SOCIAL_DATA_CLIENT_SECRET: 'b' })).toThrow(
      /SOCIAL_DATA_URL/,
    );
  });

  it('refuses an unknown provider and a wrong timeout', () => {
    expect(() => loadConfig({ SOCIAL_DATA_PROVIDER: 'modash' })).toThrow(ConfigError);
    expect(() => loadConfig({ SOCIAL_DATA_TIMEOUT_MS: 'soon' })).toThrow(/SOCIAL_DATA_TIMEOUT_MS/);
  });
});
