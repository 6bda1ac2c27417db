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
