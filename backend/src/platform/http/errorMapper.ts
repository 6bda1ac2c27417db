import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { errorStatusByName, type ErrorBody, type ErrorName } from '@scout/contracts/platform/errors';
import { isAppError } from '../errors';
import { toIssues, describeIssues } from './validate';

interface MappedError {
  status: number;
  body: ErrorBody;
  headers?: Readonly<Record<string, string>>;
}

const PRODUCT_NAME = 'Scout';
const PROVIDER_BRANDS = /\b(?:phyllo|insight\s?iq|modash)\b/gi;

/** Replaces the names of data-provider brands with the product's name. */
export function sanitizeMessage(message: string, productName = PRODUCT_NAME): string {
  return message.replace(PROVIDER_BRANDS, productName);
}

const INTERNAL_ERROR: MappedError = {
  status: 500,
  body: { name: 'InternalError', message: 'Something went wrong' },
};

const CONFLICT_MESSAGE = 'The item was changed by someone else, please retry';

/**
 * Client errors raised by Express itself, body-parser and the static file server: http-errors
 * with a 4xx `status`, `expose: true` and often a `type`. Errors of other libraries that happen
 * to carry a status (an upstream API's 404) are not the client's fault and stay 500.
 */
interface ExposedHttpError {
  status: number;
  type?: unknown;
}

function isExposedHttpError(error: unknown): error is ExposedHttpError {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  // The router marks an undecodable path parameter with status 400 but without `expose`.
  const exposed = expose === true || error instanceof URIError;
  return exposed && typeof status === 'number' && status >= 400 && status < 500;
}

function errorOf(name: ErrorName, message: string): MappedError {
  return { status: errorStatusByName[name], body: { name, message } };
}

function fromHttpError(error: ExposedHttpError): MappedError {
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, body: { name: 'ValidationError', message: 'Malformed JSON body', issues: [] } };
    case 'entity.too.large':
    case 'parameters.too.many':
      return errorOf('PayloadTooLarge', 'The request body is too large');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return errorOf('UnsupportedMediaType', 'The request body has an unsupported charset or encoding');
  }
  if (error.status === 404) return errorOf('NotFound', 'Not found');
  return { status: 400, body: { name: 'ValidationError', message: 'Bad request', issues: [] } };
}

/** What the client sees for an error; null when it is unexpected (a 500 that is worth logging). */
export function mapError(error: unknown): MappedError | null {
  if (isAppError(error)) {
    const body: ErrorBody = { name: error.name, message: sanitizeMessage(error.message) };
    if (error.field !== undefined) body.field = error.field;
    if (error.issues !== undefined) body.issues = error.issues.map((i) => ({ ...i, message: sanitizeMessage(i.message) }));
    return { status: error.status, body, headers: error.headers };
  }
  if (error instanceof z.core.$ZodError) {
    const issues = toIssues(error).map((i) => ({ ...i, message: sanitizeMessage(i.message) }));
    return { status: 400, body: { name: 'ValidationError', message: describeIssues(issues), issues } };
  }
  if (error instanceof Error && error.name === 'WrongExpectedRevision') return errorOf('Conflict', CONFLICT_MESSAGE);
  if (isExposedHttpError(error)) return fromHttpError(error);
  return null;
}

function send(res: Response, { status, body, headers }: MappedError): void {
  if (headers) res.set(headers);
  res.status(status).json(body);
}

/** The last middleware: every error becomes `{ name, message, field?, issues? }` with its status. */
export const errorMapper: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const mapped = mapError(error);
  if (mapped) {
    send(res, mapped);
    return;
  }
  // req.log comes from requestContext; an app without it must still answer JSON.
  const log: Logger | undefined = req.log;
  if (log) log.error({ err: error }, 'Unhandled error');
  else console.error(error);
  send(res, INTERNAL_ERROR);
};

/** Unknown routes under /api answer JSON, never the SPA or an HTML page. */
export const notFoundApi: RequestHandler = (_req, res) => {
  send(res, errorOf('NotFound', 'No such route'));
};
