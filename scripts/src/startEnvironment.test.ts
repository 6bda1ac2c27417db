import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@scout/platform/config';
import { startEnvironment } from './startEnvironment';

describe('npm start environment', () => {
  it('defaults NODE_ENV to production, so the dev outbox cannot be switched on', () => {
    const env = startEnvironment({ PORT: '3000' }, ['node', 'scripts/src/start.ts']);
    expect(env.NODE_ENV).toBe('production');
    expect(loadConfig(env).NODE_ENV).toBe('production');
    expect(() => loadConfig({ ...env, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX: cannot be on in production/);
  });

  it('is development under npm run dev, and keeps a NODE_ENV the caller set', () => {
    expect(startEnvironment({}, ['node', 'scripts/src/start.ts', '--dev']).NODE_ENV).toBe('development');
    expect(startEnvironment({ NODE_ENV: 'test' }, ['node', 'scripts/src/start.ts']).NODE_ENV).toBe('test');
  });

  it('leaves the dev outbox off unless DEV_OUTBOX is set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  });
});
