import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listOutbox } from './outbox';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

/** The attack: read other people's reset and verification links from the development outbox. */
describe('dev outbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('is not mounted unless DEV_OUTBOX is on, though mail is kept in the outbox', async () => {
    await signUp(app);
    const res = await app.http.get('/api/v1/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: expect.any(String) });
    expect((await listOutbox(app.scout.ctx.readStore)).length).toBeGreaterThan(0);
  });
});
