import { HttpError } from 'react-admin';
import { errorMessage } from './errorMessage';
import { withoutEmptyValues } from './queryString';
import { readSession } from '../session/cookie';

export const API_BASE = '/api/v1';
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
 * react-admin's HttpError: status (0 when the server could not be reached) and the response body.
 */
export async function httpClient<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const { token } = readSession();
  if (token) headers.set('X-Access-Token', token);
  const isForm = body instanceof FormData;
  // The browser sets multipart's Content-Type with its boundary.
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const signals = [signal, timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs)].filter(isSignal);
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
    throw new HttpError(errorMessage(undefined), 0, { name: 'NetworkError', message: errorMessage(undefined) });
  }

  const payload = await readBody(response);
  if (!response.ok) throw new HttpError(errorMessage(payload), response.status, payload);
  return payload as T;
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
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
