import type { Router } from 'express';
import type { PublicConfig } from '@scout/contracts/platform/publicConfig';
import type { Config } from '../config';

/** Which third-party widgets are configured; keys the browser needs anyway, never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    widgets: {
      analytics: config.ANALYTICS_KEY ? { key: config.ANALYTICS_KEY, host: config.ANALYTICS_HOST } : null,
      helpBeacon: config.HELP_BEACON_ID ? { id: config.HELP_BEACON_ID } : null,
      chat: config.CHAT_WIDGET_ID ? { id: config.CHAT_WIDGET_ID } : null,
    },
  };
}

/** `GET /misc/config`: public, read by the shell at start. */
export function mountPublicConfig(router: Router, config: Config): void {
  const body = publicConfig(config);
  router.get('/misc/config', (_req, res) => {
    res.json(body);
  });
}
