/**
 * An example value for a JSON Schema (the answer schemas of the route table, as the OpenAPI
 * document carries them): what the schema's own `examples`, `default`, `const` or `enum` say, else
 * a plausible value chosen by the format and the property's name (an `…At` is a moment, an `…Id` a
 * UUID, `email` an address). Arrays hold one item; a record one entry. Every optional property is
 * shown, so the example names every field the answer can hold.
 */
type JsonSchema = Record<string, unknown>;

const MOMENT = '2026-05-31T09:30:00.000Z';
const DAY = '2026-05-31';
const UUID = '3f2b8c1e-6a4d-4f7b-9c2e-5d8a1b0c7e91';
const MAX_DEPTH = 12;

/** Values by the property's name, for names whose schema says no more than `string` or `number`. */
const STRING_BY_NAME: ReadonlyArray<[RegExp, string]> = [
  [/PriceId$/, 'price_scout_basic_month'],
  [/^(_id|id)$|Id$/, UUID],
  [/^hashtags$/, 'spring'],
  [/^mentions$/, 'lena.style'],
  [/^(lists|listNames)$/, 'Spring shortlist'],
  [/categor/i, 'Fashion'],
  [/^day$/, DAY],
  [/[Uu]sername$|^handle$/, 'lena.style'],
  [/^(fullName|name|agencyName|organizationName|organisationName|invitedBy|inviterName)$/, 'Lena Hofer'],
  [/By$/, UUID],
  [/^brand$/, 'Alpine Outdoor'],
  [/^city$/, 'Vienna'],
  [/At$|^(from|to|asOf|since|until)$/, MOMENT],
  [/Date$|^date$/, DAY],
  [/email/i, 'lena@agency.example'],
  [/url$|Url$|link$|Link$|^href$/i, 'https://scout.example/p/lena.style'],
  [/platform/i, 'instagram'],
  [/currency/i, 'EUR'],
  [/slug$/i, 'lena-style'],
  [/token|key$|Key$|secret/i, 'k3Yx9QpL2vRt7WmZ4bNc8dFh'],
  [/country/i, 'AT'],
  [/language|locale/i, 'de'],
  [/message|text|description|caption|note/i, 'Spring collection, first post'],
  [/role/i, 'member'],
  [/status/i, 'active'],
];

const NUMBER_BY_NAME: ReadonlyArray<[RegExp, number]> = [
  [/Cents$/, 125_050],
  [/follower(s|Count)$/i, 128_400],
  [/[Gg]rowth/, 2.4],
  [/[Rr]ate$|percent/i, 3.45],
  [/^(currentPage|page|totalPages)$/, 1],
  [/^(total\w*|count|\w*Count)$/, 1],
  [/followers/i, 128_400],
  [/views/i, 48_200],
  [/likes/i, 3_200],
  [/comments/i, 140],
  [/shares|saves/i, 35],
  [/limit/i, 20],
];

/** `follower_count` is read as `followerCount`: the tables speak camelCase. */
const camel = (name: string): string => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const byName = <T>(table: ReadonlyArray<[RegExp, T]>, name: string | undefined): T | undefined =>
  name === undefined ? undefined : table.find(([pattern]) => pattern.test(camel(name)))?.[1];

const isNullSchema = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';

function stringExample(schema: JsonSchema, name: string | undefined): string {
  switch (schema.format) {
    case 'date-time':
      return MOMENT;
    case 'date':
      return DAY;
    case 'email':
      return 'lena@agency.example';
    case 'uri':
    case 'url':
      return 'https://scout.example/p/lena.style';
    case 'uuid':
      return UUID;
  }
  const named = byName(STRING_BY_NAME, name) ?? 'text';
  if (typeof schema.pattern === 'string') {
    // A value the pattern takes: the named one, else the first well-known one that fits.
    const pattern = new RegExp(schema.pattern);
    return [named, DAY, MOMENT, UUID].find((candidate) => pattern.test(candidate)) ?? named;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return named.length >= min ? named : named.padEnd(min, 'x');
}

function numberExample(schema: JsonSchema, name: string | undefined): number {
  const integer = schema.type === 'integer';
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = byName(NUMBER_BY_NAME, name) ?? (integer ? 1 : 1.5);
  if (integer) value = Math.round(value);
  if (minimum !== undefined && value < minimum) value = minimum;
  if (maximum !== undefined && value > maximum) value = maximum;
  return value;
}

/** A key for a record's one example entry, by the record's name. */
const recordKey = (name: string | undefined): string =>
  name && /platform/i.test(name) ? 'instagram' : name && /Id|ids/i.test(name) ? UUID : 'name';

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function exampleAt(schema: JsonSchema, name: string | undefined, depth: number): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? null;
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    const shown = alternatives.find((alternative) => !isNullSchema(alternative)) ?? alternatives[0];
    return exampleAt(shown ?? {}, name, depth);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => exampleAt(part, name, depth)));
  }
  if (depth > MAX_DEPTH) return null;
  switch (typeOf(schema)) {
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const example: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) example[key] = exampleAt(property, key, depth + 1);
      const extra = schema.additionalProperties;
      if (Object.keys(properties).length === 0 && typeof extra === 'object' && extra !== null) {
        example[recordKey(name)] = exampleAt(extra as JsonSchema, name, depth + 1);
      }
      return example;
    }
    case 'array': {
      const items = schema.items;
      if (typeof items !== 'object' || items === null) return [];
      const one = exampleAt(items as JsonSchema, name, depth + 1);
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => one);
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return numberExample(schema, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

export function exampleOf(schema: JsonSchema): unknown {
  return exampleAt(schema, undefined, 0);
}
