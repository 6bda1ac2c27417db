import { describe, expect, it } from '@jest/globals';
import { forgetState, rememberNewState, sentState, stateMatches, withState } from './bitlyState';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the Bitly OAuth state', () => {
  it('goes to Bitly with the authorize address', () => {
    const url = new URL(
      withState('https://bitly.com/oauth/authorize?client_id=c1&redirect_uri=https%3A%2F%2Fscout.test%2Fbitly%2Fcallback%2F', 'abc'),
    );
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('client_id')).toBe('c1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://scout.test/bitly/callback/');
  });

  it('must come back as sent, and is used once', () => {
    const storage = memoryStorage();
    const state = rememberNewState(storage, () => 'state-1');
    expect(state).toBe('state-1');
    expect(stateMatches(sentState(storage), 'state-1')).toBe(true);
    // Used up once the code went out: the same callback link a second time finds nothing sent.
    forgetState(storage);
    expect(stateMatches(sentState(storage), 'state-1')).toBe(false);
  });

  it('refuses a missing or different state', () => {
    expect(stateMatches('a', 'b')).toBe(false);
    expect(stateMatches('a', null)).toBe(false);
    expect(stateMatches(null, null)).toBe(false);
    expect(stateMatches('', '')).toBe(false);
  });
});
