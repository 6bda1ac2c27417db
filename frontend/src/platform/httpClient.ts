import { HttpError } from 'react-admin';
import { API_BASE } from './apiBase';
import { answerFailureKind, NO_ANSWER_MESSAGE, serverFailureMessage } from './connection/answerFailure';
import { connection } from './connection/connection';
import { errorMessage } from './errorMessage';
import { withoutEmptyValues } from './queryString';
import { readSession } from '../session/cookie';

export { API_BASE };
/** Spec section 9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 40_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON payload; empty, null and undefined fields of a plain object are stripped (spec section 5). A FormData goes as multipart. */
  body?: object;
  /** Cancels the request, e.g. react-query's signal. */
  signal?: AbortSignal;
  /** null: no timeout (attachment uploads). */
  timeoutMs?: number | null;
}

/** The error body every API error carries. */
export interface ApiErrorBody {
  name: string;
  message: string;
  field?: string;
}

/**
 * Calls `/api/v1<path>` with the session token and returns the JSON body. Failures reject with
 * react-admin's HttpError: status (0 when the server could not be reached) and the response body;
 * its message is an i18n key when the server did not answer or failed without saying why. Every
 * outcome tells the connection monitor whether the server answered.
 */
export async function httpClient<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await httpAnswer<T>(path, options)).body;
}

/** A successful answer whole: its status and headers (`Content-Range` of a resource list) beside the parsed body. */
export interface HttpAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** httpClient's request, answering the status and headers too; failures reject as httpClient's do. */
export async function httpAnswer<T>(path: string, options: RequestOptions = {}): Promise<HttpAnswer<T>> {
  const { method = 'GET', body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const { token } = readSession();
  if (token) headers.set('X-Access-Token', token);
  const isForm = body instanceof FormData;
  // The browser sets multipart's Content-Type with its boundary.
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const signals = [signal, timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs)].filter(isSignal);
  const sentAt = performance.now();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : body instanceof FormData
            ? body
            : JSON.stringify(isPlainObject(body) ? withoutEmptyValues(body) : body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    // A cancellation asked for by the caller is not a failure to report.
    if (signal?.aborted) throw error;
    throw noAnswerError();
  }

  const payload = await readBody(response);
  const failure = answerError(response, payload);
  if (failure) throw Object.assign(failure, { sentAt });
  return { status: response.status, headers: response.headers, body: payload as T };
}

/** The HttpError of a request that got no answer; the connection monitor checks whether the server is away. */
export function noAnswerError(): HttpError {
  connection.suspect();
  return new HttpError(NO_ANSWER_MESSAGE, 0, { name: 'NetworkError', message: NO_ANSWER_MESSAGE });
}

/**
 * Tells the connection monitor whether the server answered (a gateway's 502/503/504 is no answer of
 * Scout's), and answers the HttpError of an answer that is not ok: the server's failure in Scout's
 * words when its body says nothing, its message otherwise.
 */
export function answerError({ ok, status }: Pick<Response, 'ok' | 'status'>, payload: unknown): HttpError | undefined {
  if (ok || answerFailureKind(status, payload) !== 'unreachable') connection.answered();
  else connection.suspect();
  return ok ? undefined : new HttpError(serverFailureMessage(status, payload) ?? errorMessage(payload), status, payload);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The API answered 404: there is no such thing (or it is not shared any more). */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}

/** When the request that failed was sent (`performance.now()`), for errors of `httpAnswer`. */
export function sentAtOf(error: unknown): number | undefined {
  const sentAt = isHttpError(error) ? (error as HttpError & { sentAt?: unknown }).sentAt : undefined;
  return typeof sentAt === 'number' ? sentAt : undefined;
}

/** The `name` of an API error body (`Conflict`, `AccessBlocked`…), if there is one. */
export function apiErrorName(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { name } = body as Partial<ApiErrorBody>;
  return typeof name === 'string' ? name : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isSignal(signal: AbortSignal | undefined): signal is AbortSignal {
  return signal !== undefined;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  return Object.getPrototypeOf(value) === Object.prototype;
}
