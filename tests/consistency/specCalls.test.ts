/**
 * The acceptance walk of the spec's calls (section 7, copied in tests/fixtures/specCalls): every
 * call is in the route table, and every parameter, field, value and file the spec names for it is
 * one the route's schema declares, so a client built from the spec is never refused for sending
 * what the spec says (the API refuses undeclared keys with a 400).
 */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { routeKey, type RouteDef } from '@scout/contracts/platform/routes';
import { allRoutes } from '@scout/contracts/routes';
import { SPEC_CALLS, type SpecCall } from '../fixtures/specCalls/specCalls';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const alternatives = (json: JsonSchema): JsonSchema[] => [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];

/** The keys an object schema declares, in any of its alternatives (a union of actions declares each action's fields). */
function declaredKeys(json: JsonSchema): Set<string> {
  return new Set([...Object.keys(json.properties ?? {}), ...alternatives(json).flatMap((option) => [...declaredKeys(option)])]);
}

/** The finite values a schema declares for `key` (empty when it takes open text). */
function declaredValues(json: JsonSchema, key: string): Set<unknown> {
  const values = new Set<unknown>();
  const collect = (field: JsonSchema): void => {
    if (field.const !== undefined) values.add(field.const);
    for (const value of field.enum ?? []) values.add(value);
    for (const option of alternatives(field)) collect(option);
  };
  const visit = (object: JsonSchema): void => {
    const field = object.properties?.[key];
    if (field) collect(field);
    for (const option of alternatives(object)) visit(option);
  };
  visit(json);
  return values;
}

/** `customer/content/{id}` → `['customer', 'content', ':']`: the spec's and the table's spellings compare segment by segment. */
const segments = (path: string, param: RegExp): string[] =>
  path
    .replace(/^\/?/, '')
    .split('/')
    .map((segment) => (param.test(segment) ? ':' : segment));

function routeOf(call: SpecCall): RouteDef | undefined {
  const wanted = segments(call.path, /^\{\w+\}$/).join('/');
  return allRoutes.find((route) => route.method === call.method.toLowerCase() && segments(route.path, /^:\w+$/).join('/') === wanted);
}

/** Where a call's named parameters travel: the query of a GET, the query or body of a DELETE, the body (or form) otherwise. */
function inputSchemas(call: SpecCall, route: RouteDef): z.ZodType[] {
  const parts =
    call.method === 'GET' ? [route.query] : call.method === 'DELETE' ? [route.query, route.body] : [route.body, route.form?.fields];
  return parts.filter((schema): schema is z.ZodType => schema !== undefined);
}

const named = (call: SpecCall) => `${call.method} ${call.path}`;

describe("the spec's calls (section 7)", () => {
  it('are copied whole: every bullet of the section, one entry per call', () => {
    expect(new Set(SPEC_CALLS.map((call) => call.line)).size).toBe(105);
    expect(SPEC_CALLS).toHaveLength(113);
    expect(new Set(SPEC_CALLS.map(named)).size).toBe(SPEC_CALLS.length);
  });

  it('are each in the route table', () => {
    const missing = SPEC_CALLS.filter((call) => !routeOf(call)).map(named);
    expect(missing).toEqual([]);
  });

  it('accept every parameter and field the spec names', () => {
    const refused = SPEC_CALLS.flatMap((call) => {
      const route = routeOf(call);
      if (!route) return [];
      const declared = new Set(inputSchemas(call, route).flatMap((schema) => [...declaredKeys(jsonSchemaOf(schema))]));
      return (call.named ?? []).filter((key) => !declared.has(key)).map((key) => `${routeKey(route)}: ${key}`);
    });
    expect(refused).toEqual([]);
  });

  it('accept every value the spec names for a field', () => {
    const refused = SPEC_CALLS.flatMap((call) => {
      const route = routeOf(call);
      if (!route) return [];
      return Object.entries(call.values ?? {}).flatMap(([key, values]) =>
        values
          .filter((value) => {
            const schemas = inputSchemas(call, route);
            const finite = new Set(schemas.flatMap((schema) => [...declaredValues(jsonSchemaOf(schema), key)]));
            // An open field (text) takes the value when the schema parses it alone.
            return finite.size > 0 ? !finite.has(value) : !schemas.some((schema) => schema.safeParse({ [key]: value }).success);
          })
          .map((value) => `${routeKey(route)}: ${key}=${value}`),
      );
    });
    expect(refused).toEqual([]);
  });

  it('take the files the spec names in the multipart form the route declares', () => {
    const refused = SPEC_CALLS.flatMap((call) => {
      const files = Object.keys(routeOf(call)?.form?.files ?? {});
      return (call.files ?? []).filter((file) => !files.includes(file)).map((file) => `${named(call)}: ${file}`);
    });
    expect(SPEC_CALLS.filter((call) => call.files).length).toBeGreaterThan(1);
    expect(refused).toEqual([]);
  });

  it('read the declared keys of every alternative of a schema, and none it does not declare', () => {
    const actions = z.discriminatedUnion('action', [
      z.object({ action: z.literal('addLink'), url: z.string() }),
      z.object({ action: z.literal('addCoupon'), code: z.string().optional() }),
    ]);
    expect([...declaredKeys(jsonSchemaOf(actions))].sort()).toEqual(['action', 'code', 'url']);
    expect([...declaredValues(jsonSchemaOf(actions), 'action')].sort()).toEqual(['addCoupon', 'addLink']);
    expect([...declaredKeys(jsonSchemaOf(z.object({}).strict()))]).toEqual([]);
  });
});
