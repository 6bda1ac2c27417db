export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';
export const PRODUCT_NAME = 'Scout';

/** Social-data provider brands never reach the user (spec section 8). */
const PROVIDER_BRANDS = /\b(?:phyllo|insight\s?iq|modash)\b/gi;

export function replaceBrandNames(text: string, productName = PRODUCT_NAME): string {
  return text.replace(PROVIDER_BRANDS, productName);
}

/**
 * Spec section 8: the message of an error body; or the nested error's message when the message is an
 * object; or the body itself when it is text; otherwise 'Something went wrong'. Brands are replaced.
 */
export function errorMessage(body: unknown, productName = PRODUCT_NAME): string {
  const message = pickMessage(body);
  return message ? replaceBrandNames(message, productName) : FALLBACK_ERROR_MESSAGE;
}

function pickMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return nonBlank(body);
  if (!isRecord(body)) return undefined;
  const { message, error } = body;
  if (typeof message === 'string') return nonBlank(message);
  if (isRecord(message)) return pickMessage(message);
  if (isRecord(error) || typeof error === 'string') return pickMessage(error);
  return undefined;
}

function nonBlank(text: string): string | undefined {
  return text.trim() ? text.trim() : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One failed check of a request, as a ValidationError's `issues` carry it (`path` dotted, empty for the whole input). */
export interface RequestIssue {
  path: string;
  message: string;
}

/** The validation issues of an error body, when it has any. */
export function issuesOf(body: unknown): RequestIssue[] {
  if (!isRecord(body) || !Array.isArray(body.issues)) return [];
  return body.issues.filter(
    (issue): issue is RequestIssue => isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

/**
 * A ValidationError's issues as one line for a toast: each field once, with its first message, named
 * by its label ("Link: Only http and https links are allowed"), never by its path. `labelOf` answers
 * a field's label (the last name in the path: `changes.0.url` is `url`), or undefined: the message
 * then stands alone. Undefined when there are no issues. Brands are replaced.
 */
export function issuesMessage(
  issues: readonly RequestIssue[],
  labelOf: (field: string) => string | undefined,
  productName = PRODUCT_NAME,
): string | undefined {
  const byField = new Map<string, string>();
  for (const { path, message } of issues) {
    const field =
      path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? '';
    if (!byField.has(field) && message.trim()) byField.set(field, replaceBrandNames(message.trim(), productName));
  }
  const lines = [...byField].map(([field, message]) => {
    const label = field ? labelOf(field) : undefined;
    return label ? `${label}: ${message}` : message;
  });
  return lines.length ? [...new Set(lines)].join('; ') : undefined;
}
