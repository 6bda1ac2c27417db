import { describe, expect, it } from '@jest/globals';
import { errorMessage, FALLBACK_ERROR_MESSAGE, replaceBrandNames } from './errorMessage';

describe('errorMessage', () => {
  it('takes the message of an error body', () => {
    expect(errorMessage({ name: 'Conflict', message: 'This profile is already saved' })).toBe('This profile is already saved');
  });

  it('takes the nested message when the message is an object', () => {
    expect(errorMessage({ message: { message: 'Card declined' } })).toBe('Card declined');
    expect(errorMessage({ error: { message: 'Quota reached' } })).toBe('Quota reached');
  });

  it('takes a text body as it is', () => {
    expect(errorMessage('  Bad gateway  ')).toBe('Bad gateway');
  });

  it("falls back to 'Something went wrong'", () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe('Something went wrong');
    for (const body of [undefined, null, '', '   ', 42, [], {}, { name: 'InternalError' }, { message: '' }, { message: 7 }]) {
      expect(errorMessage(body)).toBe(FALLBACK_ERROR_MESSAGE);
    }
  });

  it('replaces data-provider brands by the product name', () => {
    expect(errorMessage({ message: 'Phyllo could not reach instagram' })).toBe('Scout could not reach instagram');
    expect(errorMessage({ message: 'InsightIQ and Insight IQ and MODASH failed' })).toBe('Scout and Scout and Scout failed');
  });

  it('uses the agency name under white-label', () => {
    expect(replaceBrandNames('modash limit reached', 'Acme Agency')).toBe('Acme Agency limit reached');
  });

  it('leaves words that only contain a brand alone', () => {
    expect(replaceBrandNames('Phyllosophy is not a brand')).toBe('Phyllosophy is not a brand');
  });
});
