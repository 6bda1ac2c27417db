import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DEFAULT_TIMEOUT_MS } from '../platform/httpClient';
import { AUDIT_REPORT_TIMEOUT_MS, auditReportsApi } from './auditReportsApi';

const realFetch = globalThis.fetch;
const report = { _id: 'r1', status: 'requested' };
let calls: { url: string; init: RequestInit | undefined }[];
let timeouts: jest.SpiedFunction<typeof AbortSignal.timeout>;

beforeEach(() => {
  calls = [];
  globalThis.fetch = ((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(new Response(JSON.stringify({ report }), { status: 202, headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
  timeouts = jest.spyOn(AbortSignal, 'timeout');
});

afterEach(() => {
  globalThis.fetch = realFetch;
  timeouts.mockRestore();
});

describe('the audit report call (spec section 9)', () => {
  it('is given 100 s, not the default 40 s', async () => {
    expect(AUDIT_REPORT_TIMEOUT_MS).toBe(100_000);
    await expect(auditReportsApi.requestAuditReport('p 1')).resolves.toEqual(report);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/customer/socialProfile/auditReport/p%201');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
    expect(timeouts.mock.calls).toEqual([[100_000]]);
  });

  it('leaves the progress reads at the default timeout', async () => {
    await auditReportsApi.getAuditReport('r1');
    expect(timeouts.mock.calls).toEqual([[DEFAULT_TIMEOUT_MS]]);
  });
});
