import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { loadConfig } from '../config';
import { createHttpApp } from './createHttpApp';
import { widgetSources } from './widgetSources';

const cspOf = async (env: Record<string, string>) => {
  const app = createHttpApp({
    logger: pino({ level: 'silent' }),
    bodyLimit: '1mb',
    extraSources: widgetSources(loadConfig(env)),
    mountApi: (router) => router.get('/ping', (_req, res) => void res.json({})),
  });
  return (await request(app).get('/api/v1/ping')).headers['content-security-policy'] as string;
};

describe('content security policy for third-party widgets', () => {
  it('allows only our own scripts when no widget is configured', async () => {
    const csp = await cspOf({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/posthog|helpscout|crisp/);
  });

  it('adds exactly the origins of the widgets that are configured', async () => {
    const csp = await cspOf({ ANALYTICS_KEY: 'phc_x', CHAT_WIDGET_ID: 'site' });
    expect(csp).toMatch(/script-src 'self' https:\/\/eu\.i\.posthog\.com .*https:\/\/client\.crisp\.chat/);
    expect(csp).not.toContain('helpscout');
  });
});
