import { z } from 'zod';

/**
 * Money, in requests and answers alike: whole minor units (cents) of the currency sent beside it,
 * in a field named `…Cents` (`amountCents`, `budgetCents`, `feeCents`). 1250.50 € is 125050.
 */
export const centsSchema = z
  .number()
  .int('Send money in cents, a whole number')
  .nonnegative('Money cannot be negative')
  .max(1_000_000_000_000);
