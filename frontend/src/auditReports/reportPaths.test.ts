import { describe, expect, it } from '@jest/globals';
import { auditReportPagePath, isFinished, publicAuditReportPath, publicReportApiPath } from './reportPaths';

describe('audit report addresses', () => {
  it('puts the ids into the page paths, encoded', () => {
    expect(auditReportPagePath('1413aad8-3499-4855-a745-9b953e62164a')).toBe('/report/1413aad8-3499-4855-a745-9b953e62164a');
    expect(publicAuditReportPath('a b')).toBe('/public/report/a%20b');
  });

  it('reads each public report from its own API route', () => {
    expect(publicReportApiPath({ kind: 'shared', shareId: 'x' })).toBe('/misc/auditReport/x');
    expect(publicReportApiPath({ kind: 'sample' })).toBe('/misc/sample-report');
    expect(publicReportApiPath({ kind: 'test' })).toBe('/misc/test-report');
  });

  it('stops polling once a report is ready or failed', () => {
    expect(isFinished({ status: 'requested' })).toBe(false);
    expect(isFinished({ status: 'building' })).toBe(false);
    expect(isFinished({ status: 'ready' })).toBe(true);
    expect(isFinished({ status: 'failed' })).toBe(true);
  });
});
