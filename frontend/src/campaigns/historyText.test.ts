import { describe, expect, it } from '@jest/globals';
import { authorKey, changeLines } from './historyText';

describe('the history texts', () => {
  it('names the member, else what acted', () => {
    expect(authorKey({ userId: 'u1', role: 'owner', via: 'session', fullName: 'Lena Huber' })).toEqual({ name: 'Lena Huber', key: '' });
    expect(authorKey({ userId: null, role: null, via: 'system', fullName: null }).key).toBe('scout.campaigns.history.system');
    expect(authorKey({ userId: null, role: 'owner', via: 'apiKey', fullName: null }).key).toBe('scout.campaigns.history.apiKey');
    expect(authorKey({ userId: 'gone', role: 'member', via: 'session', fullName: null }).key).toBe('scout.campaigns.history.formerMember');
  });

  it('names influencers and leaves other ids out', () => {
    const names = new Map([['0b6c0a3e-0000-4000-8000-000000000001', '@tiin.vn']]);
    expect(changeLines({ paymentId: 'p-1', influencerId: '0b6c0a3e-0000-4000-8000-000000000001', uploadIds: 'u1', status: 'paid' }, names)).toEqual(['influencer: @tiin.vn', 'status: paid']);
    expect(changeLines({ influencerId: '5f0e8c1a-gone' })).toEqual(['influencer: 5f0e8c1a']);
  });

  it('lists each changed field, cents as amounts', () => {
    expect(changeLines({ from: 'draft', to: 'active', amountCents: 12050, note: null, enableTracking: true })).toEqual([
      'from: draft',
      'to: active',
      'amount: 120.50',
      'note: –',
      'enableTracking: true',
    ]);
  });
});
