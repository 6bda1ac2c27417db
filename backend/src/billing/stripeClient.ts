import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Config } from '@scout/platform/config';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '@scout/platform/errors';

const clients = new WeakMap<Config, Stripe>();
/** The Stripe library (about 20 MB once loaded), loaded by `loadStripe` only where billing is set up. */
let StripeLibrary: typeof Stripe | null = null;

/** Loads the Stripe library when this configuration has billing (a secret key); a server start awaits it. */
export async function loadStripe(config: Config): Promise<void> {
  if (config.STRIPE_SECRET_KEY && !StripeLibrary) StripeLibrary = (await import('stripe')).default;
}

/** The official Stripe client for this configuration (one per config), or null when billing is off (no secret key). */
export function stripeOf(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  if (!StripeLibrary) throw new Error('loadStripe(config) was not awaited before billing was used');
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.STRIPE_API_URL);
    client = new StripeLibrary(config.STRIPE_SECRET_KEY, {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      // Scout's own calls carry idempotency keys where a retry could charge twice; the library retries the rest.
      maxNetworkRetries: 1,
      timeout: config.STRIPE_TIMEOUT_MS,
      appInfo: { name: 'Scout' },
    });
    clients.set(config, client);
  }
  return client;
}

/** The Stripe client, or 404 when this server has no billing (the rest of Scout works without it). */
export function requireStripe(config: Config): Stripe {
  const stripe = stripeOf(config);
  if (!stripe) throw new NotFoundError('Billing is not set up on this server');
  return stripe;
}

/**
 * Calls Stripe and parses the part of its answer Scout reads. A card that fails is the customer's
 * to fix (400 with Stripe's own card message, which is written for customers); anything else from
 * Stripe is a 503 that names no provider detail.
 */
export async function fromStripe<Schema extends z.ZodType>(schema: Schema, call: () => Promise<unknown>): Promise<z.output<Schema>> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    throw stripeFailure(error);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ServiceUnavailableError('Payments are unavailable right now, please retry later');
  return parsed.data;
}

/** The `type` and `code` every error of the Stripe library carries (`StripeCardError`, `resource_missing`). */
const stripeErrorOf = (error: unknown): { type?: unknown; code?: unknown; message?: unknown } =>
  error && typeof error === 'object' ? error : {};

export function stripeFailure(error: unknown): Error {
  const { type, code, message } = stripeErrorOf(error);
  if (type === 'StripeCardError') return new ValidationError(typeof message === 'string' && message ? message : 'Your card was declined');
  if (type === 'StripeInvalidRequestError' && code === 'resource_missing') return new NotFoundError('Not found');
  return new ServiceUnavailableError('Payments are unavailable right now, please retry later');
}

export const fromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
