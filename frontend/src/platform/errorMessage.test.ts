import { describe, expect, it } from '@jest/globals';
import { errorMessage, FALLBACK_ERROR_MESSAGE, issuesMessage, issuesOf, replaceBrandNames } from './errorMessage';

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

describe('issuesMessage', () => {
  const labels: Record<string, string> = { url: 'Link', name: 'Name' };
  const labelOf = (field: string) => labels[field];

  it('names each field by its label, once, with its first message', () => {
    const issues = [
      { path: 'url', message: 'Enter a full address such as https://example.com' },
      { path: 'url', message: 'Only http and https links are allowed' },
      { path: 'name', message: 'Too long' },
    ];
    expect(issuesMessage(issues, labelOf)).toBe('Link: Enter a full address such as https://example.com; Name: Too long');
  });

  it('takes the field of a nested path, and leaves a field without a label unnamed', () => {
    expect(issuesMessage([{ path: 'changes.0.url', message: 'Bad link' }], labelOf)).toBe('Link: Bad link');
    expect(issuesMessage([{ path: 'someKey', message: 'Unknown content id' }], labelOf)).toBe('Unknown content id');
    expect(issuesMessage([{ path: '', message: 'Invalid input' }], labelOf)).toBe('Invalid input');
  });

  it('says the same line once, and nothing without issues', () => {
    expect(
      issuesMessage(
        [
          { path: 'a', message: 'Required' },
          { path: 'b', message: 'Required' },
        ],
        labelOf,
      ),
    ).toBe('Required');
    expect(issuesMessage([], labelOf)).toBeUndefined();
  });

  it('reads the issues of an error body, ignoring anything else', () => {
    expect(issuesOf({ name: 'ValidationError', message: 'url: x', issues: [{ path: 'url', message: 'x' }, { path: 1 }] })).toEqual([
      { path: 'url', message: 'x' },
    ]);
    expect(issuesOf({ name: 'NotFound', message: 'gone' })).toEqual([]);
    expect(issuesOf('text')).toEqual([]);
  });

  it('replaces data-provider brands in the messages', () => {
    expect(issuesMessage([{ path: 'url', message: 'Phyllo cannot read it' }], labelOf)).toBe('Link: Scout cannot read it');
  });
});
