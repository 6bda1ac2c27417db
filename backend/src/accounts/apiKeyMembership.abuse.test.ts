import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { storedHead } from '../../../tests/support/storedHead';
import { removeUserAsOperator } from './operatorCommands';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const api = '/api/v1';
const listWithKey = (key: string) => app.http.get(`${api}/customer/socialProfiles`).set('X-Api-Key', key);
const revocations = async (keyId: string) =>
  (await app.pool.query(`select 1 from es_events where type = 'ApiKeyRevoked' and data->>'keyId' = $1`, [keyId])).rowCount;

/** An owner, and an admin of the same organisation who creates the organisation's API key. */
async function adminWithKey() {
  const owner = await signUp(app);
  const adminToken = await memberWithSession(app, owner.user.orgInfo._id, 'admin');
  const adminId: string = (await app.http.get(`${api}/customer/account/me`).set('X-Access-Token', adminToken)).body.user._id;
  const created = await app.http.post(`${api}/customer/account/api-key`).set('X-Access-Token', adminToken);
  expect(created.status).toBe(201);
  const key: string = created.body.apiKey.key;
  expect((await listWithKey(key)).status).toBe(200);
  return { owner, adminId, key, keyId: created.body.apiKey.keyId as string };
}

describe('an API key dies with its creator’s membership', () => {
  it('stops authenticating when its creator is removed from the team, and is revoked', async () => {
    const { owner, adminId, key, keyId } = await adminWithKey();
    expect((await app.http.delete(`${api}/customer/account/${adminId}`).set('X-Access-Token', owner.token)).status).toBe(200);

    const res = await listWithKey(key);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ name: 'Unauthorized', message: expect.any(String) });
    expect(await revocations(keyId)).toBe(1);
    expect((await app.http.get(`${api}/customer/account/api-key`).set('X-Access-Token', owner.token)).body.apiKey).toBeNull();
  });

  it('stops when its creator becomes a member (no right to hold keys), and stays dead after a promotion back', async () => {
    const { owner, adminId, key, keyId } = await adminWithKey();
    const demote = await app.http.put(`${api}/customer/account/${adminId}`).set('X-Access-Token', owner.token).send({ role: 'member' });
    expect(demote.status).toBe(200);
    expect((await listWithKey(key)).status).toBe(401);
    expect(await revocations(keyId)).toBe(1);

    expect(
      (await app.http.put(`${api}/customer/account/${adminId}`).set('X-Access-Token', owner.token).send({ role: 'admin' })).status,
    ).toBe(200);
    expect((await listWithKey(key)).status).toBe(401);
  });

  it('the authentication path alone refuses it: a creator removed by an operator (no revocation recorded)', async () => {
    const { adminId, key, keyId } = await adminWithKey();
    expect(await removeUserAsOperator(app.scout.ctx.eventStore, adminId, app.scout.ctx.clock())).toBe('removed');
    expect(await app.scout.runner.waitFor(await storedHead(app.pool), 20_000)).toBe(true);

    expect((await listWithKey(key)).status).toBe(401);
    expect(await revocations(keyId)).toBe(0);
  });

  it('a change that keeps the creator an admin leaves the key working', async () => {
    const { owner, adminId, key } = await adminWithKey();
    expect(
      (await app.http.put(`${api}/customer/account/${adminId}`).set('X-Access-Token', owner.token).send({ fullName: 'Renamed Admin' }))
        .status,
    ).toBe(200);
    expect((await listWithKey(key)).status).toBe(200);
  });
});
