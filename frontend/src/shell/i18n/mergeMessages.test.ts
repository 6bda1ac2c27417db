import { describe, expect, it } from '@jest/globals';
import { mergeMessages } from './mergeMessages';

describe('mergeMessages', () => {
  it('fills missing keys from earlier catalogues and lets later ones win', () => {
    const english = { ra: { action: { add: 'Add', back: 'Back' } }, scout: { a: 'A' } };
    const german = { ra: { action: { add: 'Neu' } } };
    expect(mergeMessages(english, german)).toEqual({ ra: { action: { add: 'Neu', back: 'Back' } }, scout: { a: 'A' } });
    expect(english.ra.action.add).toBe('Add');
  });
});
