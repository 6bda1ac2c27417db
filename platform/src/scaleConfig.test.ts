import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config';

const key = Buffer.alloc(32, 7).toString('base64');
const db = 'postgres://scout:secret@db.internal:5432/scout';

describe('configuration of a scaled Scout', () => {
  it('runs everything in one process unless told otherwise', () => {
    expect(loadConfig({}).SCOUT_ROLE).toBe('all');
  });

  it('takes each role with its database and shared secrets key', () => {
    for (const role of ['api', 'projections', 'worker'] as const) {
      expect(loadConfig({ SCOUT_ROLE: role, DATABASE_URL: db, SECRETS_KEY: key }).SCOUT_ROLE).toBe(role);
    }
  });

  it('refuses a split role without DATABASE_URL (the embedded database belongs to one process) or without SECRETS_KEY', () => {
    expect(() => loadConfig({ SCOUT_ROLE: 'api', SECRETS_KEY: key })).toThrow(/DATABASE_URL: is required when SCOUT_ROLE=api/);
    expect(() => loadConfig({ SCOUT_ROLE: 'worker', DATABASE_URL: db })).toThrow(/SECRETS_KEY: is required when SCOUT_ROLE=worker/);
  });

  it('refuses an unknown role, a replica without its primary, and S3 without a bucket or with half its credentials', () => {
    expect(() => loadConfig({ SCOUT_ROLE: 'reader' })).toThrow(/SCOUT_ROLE/);
    expect(() => loadConfig({ DATABASE_READ_URL: db })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/S3_BUCKET: is required when BLOB_STORE=s3/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'scout', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
  });

  it('bounds the projection lease', () => {
    expect(loadConfig({ PROJECTION_LEASE_MS: '2500' }).PROJECTION_LEASE_MS).toBe(2500);
    expect(() => loadConfig({ PROJECTION_LEASE_MS: '10' })).toThrow(/PROJECTION_LEASE_MS/);
  });
});
