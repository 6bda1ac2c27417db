/**
 * The OAuth `state` of the Bitly connection: a random value kept in this tab's session storage
 * when the user leaves for Bitly, which Bitly hands back to the callback. A callback whose state
 * is not the one this tab sent (a forged or replayed link) connects nothing.
 */
export const BITLY_STATE_KEY = 'scout.bitly.state';

/** Bitly's authorize address with the state added. */
export function withState(authorizeUrl: string, state: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('state', state);
  return url.toString();
}

export function stateMatches(sent: string | null, received: string | null): boolean {
  return sent !== null && sent !== '' && sent === received;
}

/** Makes and keeps a new state; answers it. */
export function rememberNewState(storage: Pick<Storage, 'setItem'>, random: () => string = () => crypto.randomUUID()): string {
  const state = random();
  storage.setItem(BITLY_STATE_KEY, state);
  return state;
}

/** The state this tab sent, if any. */
export function sentState(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(BITLY_STATE_KEY);
}

/** Once the code was sent, the state is used up: the same link does nothing a second time. */
export function forgetState(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(BITLY_STATE_KEY);
}
