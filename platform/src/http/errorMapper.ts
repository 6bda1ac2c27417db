import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { errorStatusByName, type ErrorBody, type ErrorName } from '@scout/contracts/platform/errors';
import { PRODUCT_NAME } from '@scout/contracts/platform/productName';
import { isAppError } from '../errors';
import { createRateLimitedLog } from '../logging/rateLimitedLog';
import { DATABASE_OUTAGE_MESSAGES, DATABASE_OUTAGE_RETRY_SECONDS, databaseOutageOf } from '../postgres/databaseUnavailable';
import { toIssues, describeIssues } from './validate';

interface MappedError {
  status: number;
  body: ErrorBody;
  headers?: Readonly<Record<string, string>>;
}

/**
 * The data providers whose names never reach a client (API.md, Errors; spec section 8): InsightIQ
 * (formerly Phyllo) and Modash. Stripe is not one: its card messages are written for the paying
 * customer, and paying with Stripe is shown as such. Bitly is an integration users connect by name.
 */
const PROVIDER_BRAND = String.raw`\b(?:phyllo|insight[\s-]?iq|modash)\b`;
const PROVIDER_BRANDS = new RegExp(PROVIDER_BRAND, 'gi');
const NAMES_A_BRAND = new RegExp(PROVIDER_BRAND, 'i');

/** The message with every data-provider brand replaced by `productName` (Scout, or the agency under white-label). */
export function brandSafe(message: string, productName: string): string {
  // A function, so that `$&` or `$1` in an agency name is taken literally.
  return message.replace(PROVIDER_BRANDS, () => productName);
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

/** The error as the client sees it, before brand names are replaced; null when it is unexpected. */
function mapErrorAsThrown(error: unknown): MappedError | null {
  if (isAppError(error)) {
    const body: ErrorBody = { name: error.name, message: error.message };
    if (error.field !== undefined) body.field = error.field;
    if (error.issues !== undefined) body.issues = error.issues;
    return { status: error.status, body, headers: error.headers };
  }
  if (error instanceof z.core.$ZodError) {
    const issues = toIssues(error);
    return { status: 400, body: { name: 'ValidationError', message: describeIssues(issues), issues } };
  }
  if (error instanceof Error && error.name === 'WrongExpectedRevision') return errorOf('Conflict', CONFLICT_MESSAGE);
  if (isExposedHttpError(error)) return fromHttpError(error);
  const outage = databaseOutageOf(error);
  if (outage) {
    const seconds = String(DATABASE_OUTAGE_RETRY_SECONDS[outage]);
    return { ...errorOf('ServiceUnavailable', DATABASE_OUTAGE_MESSAGES[outage]), headers: { 'Retry-After': seconds } };
  }
  return null;
}

/** Responses answered 503 because the database is away: the request log leaves them out (see outageLog). */
export const answeredDuringOutage = new WeakSet<object>();
const OUTAGE_LOG_INTERVAL_MS = 10_000;
const outageLog = createRateLimitedLog(OUTAGE_LOG_INTERVAL_MS);

function noteOutage(error: unknown, req: Request, res: Response): void {
  const outage = databaseOutageOf(error);
  if (!outage) return;
  answeredDuringOutage.add(res);
  const cause = `${outage}:${(error as { code?: string }).code ?? (error as Error).message}`;
  outageLog.note(cause, (suppressed) =>
    (req.log ?? console).warn({ cause, suppressed, intervalMs: OUTAGE_LOG_INTERVAL_MS }, 'database unavailable; requests answer 503'),
  );
}

const namesABrand = ({ message, issues }: ErrorBody): boolean =>
  NAMES_A_BRAND.test(message) || (issues ?? []).some((issue) => NAMES_A_BRAND.test(issue.message));

function withBrandSafeBody(mapped: MappedError, productName: string): MappedError {
  const { body } = mapped;
  const safe: ErrorBody = { ...body, message: brandSafe(body.message, productName) };
  if (body.issues !== undefined) safe.issues = body.issues.map((issue) => ({ ...issue, message: brandSafe(issue.message, productName) }));
  return { ...mapped, body: safe };
}

/** What the client sees for an error (brands replaced by `productName`); null when it is unexpected (a 500 that is worth logging). */
export function mapError(error: unknown, productName: string = PRODUCT_NAME): MappedError | null {
  const mapped = mapErrorAsThrown(error);
  return mapped && withBrandSafeBody(mapped, productName);
}

/** The name a request's client knows the product by: the agency's on its white-label host, else Scout. */
export type ProductNameOf = (req: Request) => Promise<string>;

function send(res: Response, { status, body, headers }: MappedError): void {
  if (headers) res.set(headers);
  res.status(status).json(body);
}

async function productNameFor(req: Request, productNameOf: ProductNameOf | undefined): Promise<string> {
  if (!productNameOf) return PRODUCT_NAME;
  try {
    return (await productNameOf(req)) || PRODUCT_NAME;
  } catch (error) {
    req.log?.warn({ err: error }, 'the product name of the request could not be read; Scout is used');
    return PRODUCT_NAME;
  }
}

/**
 * The last middleware: every error becomes `{ name, message, field?, issues? }` with its status.
 * A message naming a data-provider brand gets the request's product name instead (`productNameOf`,
 * only asked then; Scout without it).
 */
export function errorMapperWith(productNameOf?: ProductNameOf): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const mapped = mapErrorAsThrown(error);
    if (!mapped) {
      sendUnexpected(error, req, res);
      return;
    }
    noteOutage(error, req, res);
    if (!namesABrand(mapped.body)) {
      send(res, mapped);
      return;
    }
    void productNameFor(req, productNameOf).then((productName) => {
      if (res.headersSent) return;
      send(res, withBrandSafeBody(mapped, productName));
    });
  };
}

/** The error mapper with Scout as the product name on every host. */
export const errorMapper: ErrorRequestHandler = errorMapperWith();

function sendUnexpected(error: unknown, req: Request, res: Response): void {
  // req.log comes from requestContext; an app without it must still answer JSON.
  const log: Logger | undefined = req.log;
  if (log) log.error({ err: error }, 'Unhandled error');
  else console.error(error);
  send(res, INTERNAL_ERROR);
}

/** Unknown routes under /api answer JSON, never the SPA or an HTML page. */
export const notFoundApi: RequestHandler = (_req, res) => {
  send(res, errorOf('NotFound', 'No such route'));
};
