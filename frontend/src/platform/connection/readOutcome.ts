import { isHttpError } from '../httpClient';

/** The part of a react-query result that says how a read went. */
export interface ReadState {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
}

/**
 * `failed` and `notFound` (a 404) whenever the read failed, even with older data at hand; `pending`
 * while there is no data yet (loading, or waiting for the network); `loaded` otherwise.
 */
export type ReadOutcome = 'pending' | 'failed' | 'notFound' | 'loaded';

export function readOutcome({ data, error, isError, isPending }: ReadState): ReadOutcome {
  if (isError) return isHttpError(error) && error.status === 404 ? 'notFound' : 'failed';
  return isPending || data === undefined ? 'pending' : 'loaded';
}
