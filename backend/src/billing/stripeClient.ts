import Stripe from 'stripe';
import type { z } from 'zod';
import type { Config } from '../platform/config';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../platform/errors';

const clients = new WeakMap<Config, Stripe>();

/** The official Stripe client for this configuration (one per config), or null when billing is off (no secret key). */
export function stripeOf(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.STRIPE_API_URL);
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      // Scout's own calls carry idempotency keys where a retry could charge twice; the library retries the rest.
      maxNetworkRetries: 1,
      timeout: 20_000,
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

export function stripeFailure(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) return new ValidationError(error.message || 'Your card was declined');
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return new NotFoundError('Not found');
  return new ServiceUnavailableError('Payments are unavailable right now, please retry later');
}

export const fromUnix = (seconds: number | null | undefined): string | null => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);
