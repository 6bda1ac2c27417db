import { z } from 'zod';
import type { Prng } from './prng';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the API's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
}

/** The input side of a zod schema as JSON Schema; refinements and transforms are left out, unknown kinds allow anything. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return {};
  }
}

export interface ValueContext {
  prng: Prng;
  /** Ids of the caller's own organisation (saved profiles, lists, campaigns…), used where a uuid is asked for. */
  ids: readonly string[];
  /** `http://host:port` of the loopback fake that stands for every address a body names. */
  fakeOrigin: string;
  password: string;
}

/** Texts tried against a `pattern` when the field's name gives no better idea. */
const PATTERN_CANDIDATES = [
  'instagram',
  'tiktok',
  'youtube',
  'abc',
  'fuzz_user',
  'EUR',
  'USD',
  'eur',
  'at',
  'AT',
  'de',
  '12',
  '1',
  '#336699',
  'fuzz.example.com',
  '2024-01-31',
  '2024-01-31T10:00:00.000Z',
  '10:30',
  'sk_test_fuzz',
  'price_fuzz',
  'cus_fuzz',
  'pm_card_visa',
  'a1b2c3',
  'Fuzz',
];

function randomText(prng: Prng, min: number, max: number): string {
  const length = prng.int(min, Math.max(min, Math.min(max, min + 12)));
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[prng.int(0, alphabet.length - 1)]).join('');
}

function stringFor(schema: JsonSchema, name: string, ctx: ValueContext): string {
  const { prng } = ctx;
  const lower = name.toLowerCase();
  switch (schema.format) {
    case 'uuid':
    case 'guid':
      return ctx.ids.length > 0 && prng.chance(0.8) ? prng.pick(ctx.ids) : prng.uuid();
    case 'email':
      return `fuzz${prng.int(1, 1e6)}@example.com`;
    case 'uri':
    case 'url':
      return `${ctx.fakeOrigin}/p/${randomText(prng, 3, 10)}/`;
    case 'date-time':
      return new Date(Date.UTC(2024, prng.int(0, 11), prng.int(1, 28), prng.int(0, 23))).toISOString();
    case 'date':
      return `2024-0${prng.int(1, 9)}-1${prng.int(0, 9)}`;
  }
  const hinted = lower.includes('email')
    ? `fuzz${prng.int(1, 1e6)}@example.com`
    : lower.includes('password')
      ? ctx.password
      : lower.includes('url') || lower.includes('link') || lower.includes('website')
        ? `${ctx.fakeOrigin}/p/${randomText(prng, 3, 10)}/`
        : lower.includes('platform')
          ? prng.pick(['instagram', 'tiktok', 'youtube'])
          : lower.includes('currency')
            ? prng.pick(['EUR', 'USD'])
            : lower.endsWith('id') || lower.endsWith('ids')
              ? ctx.ids.length > 0 && prng.chance(0.7)
                ? prng.pick(ctx.ids)
                : prng.uuid()
              : null;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  if (schema.pattern) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = null;
    }
    const fits = (text: string) => pattern === null || pattern.test(text);
    if (hinted !== null && fits(hinted)) return hinted;
    const candidates = PATTERN_CANDIDATES.filter((text) => fits(text) && text.length >= min && text.length <= max);
    if (candidates.length > 0) return prng.pick(candidates);
  }
  if (hinted !== null && hinted.length >= min && hinted.length <= max) return hinted;
  return randomText(prng, Math.max(min, 1), max);
}

function numberFor(schema: JsonSchema, integer: boolean, ctx: ValueContext): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(low, 0) + 100);
  const value = ctx.prng.int(Math.ceil(low), Math.floor(Math.max(low, Math.min(high, low + 1000))));
  return integer ? value : value + (ctx.prng.chance(0.3) ? 0.5 : 0);
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  if (schema.$ref === '#') return root;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** A value the schema probably accepts (refinements aside), built from the seeded stream. */
export function validValue(schema: JsonSchema, ctx: ValueContext, name = '', root: JsonSchema = schema, depth = 0): unknown {
  const s = resolve(schema, root);
  const { prng } = ctx;
  if (s.const !== undefined) return s.const;
  if (s.enum) return prng.pick(s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices && choices.length > 0) return validValue(prng.pick(choices), ctx, name, root, depth);
  if (s.allOf && s.allOf.length > 0) return validValue(s.allOf[0]!, ctx, name, root, depth);
  const type = Array.isArray(s.type) ? prng.pick(s.type) : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (required.has(key) || (depth < 4 && prng.chance(0.5))) out[key] = validValue(child, ctx, key, root, depth + 1);
      }
      if (typeof s.additionalProperties === 'object' && depth < 4) {
        for (let i = prng.int(0, 2); i > 0; i--) {
          const key = s.propertyNames ? String(validValue(s.propertyNames, ctx, name, root, depth + 1)) : stringFor({}, name, ctx);
          out[key] = validValue(s.additionalProperties, ctx, key, root, depth + 1);
        }
      }
      return out;
    }
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((item) => validValue(item, ctx, name, root, depth + 1));
      const min = s.minItems ?? 0;
      const count = depth >= 4 ? min : prng.int(min, Math.max(min, Math.min(s.maxItems ?? 3, 3)));
      return Array.from({ length: count }, () => validValue(s.items ?? {}, ctx, name.replace(/s$/, ''), root, depth + 1));
    }
    case 'string':
      return stringFor(s, name, ctx);
    case 'integer':
      return numberFor(s, true, ctx);
    case 'number':
      return numberFor(s, false, ctx);
    case 'boolean':
      return prng.chance(0.5);
    case 'null':
      return null;
    default:
      return prng.pick(['x', 1, true]);
  }
}

/** Strings an attacker sends: NUL, lone surrogates, injections, traversal, very long text, odd Unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\ud83d',
  'x\udc00',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u202egnp.exe',
  '😀'.repeat(50),
  ' ',
  '%s%s%s%n',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'a'.repeat(5_000),
  'b'.repeat(200_000),
  '(a+)+$',
  '.*.*.*.*.*.*.*.*.*.*.*.*.*.*!',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
];

/** Raw JSON number literals that `JSON.stringify` cannot write: spliced into the text in place of a marker string. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '1e309',
  '-1e309',
  '18446744073709551616',
  '9007199254740993',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
];

/** Values of each JSON type, for swapping a field's type. */
export const ANY_TYPE_VALUES: readonly unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 31, '', 'x', [], [1, 'a'], {}, { a: 1 }];
