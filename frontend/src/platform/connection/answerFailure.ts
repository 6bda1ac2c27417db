/**
 * How a failed request reads to the user. `unreachable`: the server did not answer (no answer, or a
 * gateway in front of it answered for it); `serverFault`: the server answered that it failed;
 * `request`: the server refused the request (4xx); `unexpected`: the web app itself failed.
 */
export type FailureKind = 'unreachable' | 'serverFault' | 'request' | 'unexpected';

/** i18n keys of the messages that say it was the server, not the user. */
export const NO_ANSWER_MESSAGE = 'scout.connection.noAnswer';
export const SERVER_FAULT_MESSAGE = 'scout.connection.serverFault';

/** Scout answers 503 itself only as `ServiceUnavailable` (a service it depends on is away); 502 and 504 only gateways do. */
const SCOUT_UNAVAILABLE = 'ServiceUnavailable';
const GATEWAY_STATUSES = new Set([502, 503, 504]);
/** The name of Scout's error for a bug (API.md): its message says nothing to the user. */
const INTERNAL_ERROR = 'InternalError';

/** The `name` of an error body, when it has one. */
function bodyName(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { name } = body as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** The kind of a failed HTTP answer; `status` 0 when no answer came. */
export function answerFailureKind(status: number, body: unknown): FailureKind {
  if (status === 0) return 'unreachable';
  if (GATEWAY_STATUSES.has(status) && !(status === 503 && bodyName(body) === SCOUT_UNAVAILABLE)) return 'unreachable';
  return status >= 500 ? 'serverFault' : 'request';
}

/**
 * The message a failed answer carries, when it is the server's failure and its body says nothing to
 * the user: an i18n key. Otherwise undefined, and the body's message is shown (a 503 of Scout names the
 * service that is away).
 */
export function serverFailureMessage(status: number, body: unknown): string | undefined {
  const kind = answerFailureKind(status, body);
  if (kind === 'unreachable') return NO_ANSWER_MESSAGE;
  if (kind !== 'serverFault') return undefined;
  const name = bodyName(body);
  return name === undefined || name === INTERNAL_ERROR ? SERVER_FAULT_MESSAGE : undefined;
}
