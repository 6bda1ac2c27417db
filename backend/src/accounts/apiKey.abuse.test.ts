import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

/** Issue 14 item 8: creating an API key while another request revokes it never answers 500. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('POST racing DELETE /customer/account/api-key', () => {
  it('answers each request with a success or a 4xx, and leaves one of the created keys or none', async () => {
    const owner = await signUp(app);
    const session = { 'X-Access-Token': owner.token };
    const post = () => app.http.post('/api/v1/customer/account/api-key').set(session);
    const del = () => app.http.delete('/api/v1/customer/account/api-key').set(session);
    const created: string[] = [];
    const statuses = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const answers = await Promise.all([post(), del(), post(), del(), del()]);
      for (const [i, res] of answers.entries()) {
        const isPost = i === 0 || i === 2;
        statuses.add(`${isPost ? 'POST' : 'DELETE'} ${res.status}`);
        expect(res.body).toMatchObject(res.status < 300 ? {} : { name: expect.any(String), message: expect.any(String) });
        if (isPost && res.status === 201) {
          expect(res.body.apiKey).toMatchObject({
            keyId: expect.any(String),
            key: expect.stringMatching(/^sk_scout_/),
            createdBy: owner.user._id,
          });
          created.push(res.body.apiKey.keyId as string);
        }
      }
    }
    for (const status of statuses) expect(['POST 201', 'POST 409', 'DELETE 200', 'DELETE 404', 'DELETE 409']).toContain(status);
    const shown = await app.http.get('/api/v1/customer/account/api-key').set(session);
    expect(shown.status).toBe(200);
    if (shown.body.apiKey !== null) expect(created).toContain(shown.body.apiKey.keyId);
  });
});
