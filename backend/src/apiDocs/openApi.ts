import { z } from 'zod';
import { errorBodySchema, errorStatusByName, type ErrorName } from '@scout/contracts/platform/errors';
import type { RouteDef, RouteForm } from '@scout/contracts/platform/routes';
import { allRoutes } from '@scout/contracts/routes';
import { PERMISSIONS } from '../accounts/permissions';
import { ERROR_MEANINGS, errorStatusesOf } from './errorStatuses';
import { exampleOf } from './exampleAnswer';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): the input a client sends, or the output it gets. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(route: RouteDef): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: propertySchema,
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return parameters;
}

/** A form as `multipart/form-data`: its text fields and its file fields (an array where a field takes several files). */
function formSchemaOf(form: RouteForm, fields: z.ZodType | undefined): JsonSchema {
  const json = fields ? jsonSchemaOf(fields, 'input') : { type: 'object' };
  const file = (description: string) => ({ type: 'string', contentMediaType: 'application/octet-stream', description });
  const files = Object.entries(form.files).map(([name, { description, maxCount }]) => [
    name,
    maxCount && maxCount > 1 ? { type: 'array', items: file(description), maxItems: maxCount, description } : file(description),
  ]);
  return {
    ...json,
    properties: { ...((json.properties as JsonSchema | undefined) ?? {}), ...Object.fromEntries(files) },
    required: [
      ...((json.required as string[] | undefined) ?? []),
      ...Object.entries(form.files)
        .filter(([, { required }]) => required)
        .map(([name]) => name),
    ],
  };
}

function requestBodyOf(route: RouteDef): JsonSchema | undefined {
  if (route.bodyType === 'raw') return { required: true, content: { 'application/json': { schema: {} } } };
  const content: JsonSchema = {};
  if (route.body && route.bodyType !== 'multipart') content['application/json'] = { schema: jsonSchemaOf(route.body, 'input') };
  if (route.form) {
    const fields = route.bodyType === 'multipart' ? route.body : (route.form.fields ?? route.body);
    content['multipart/form-data'] = { schema: formSchemaOf(route.form, fields) };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A JSON answer's schema and an example made from it (see exampleOf); every JSON route of the table declares its answer. */
function jsonAnswerOf(route: RouteDef): JsonSchema {
  if (!route.answer) throw new Error(`${route.method.toUpperCase()} ${route.path} declares no answer`);
  const schema = jsonSchemaOf(route.answer, 'output');
  return { schema, example: exampleOf(schema) };
}

/** An error answer: the `Error` body with the names this status carries for the call (and `field` with PlanLimit). */
function errorAnswerOf(status: number, names: readonly ErrorName[], route: RouteDef): JsonSchema {
  const meaning = (name: ErrorName) =>
    name === 'PlanLimit' && route.planFeature ? `${ERROR_MEANINGS[name]} (${route.planFeature})` : ERROR_MEANINGS[name];
  const retryAfter = status === 429 || status === 503;
  return {
    description: names.map((name) => `${name}: ${meaning(name)}`).join('; '),
    ...(retryAfter ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [ERROR_REF, { properties: { name: { enum: [...names] } }, ...(status === 423 ? { required: ['field'] } : {}) }],
        },
      },
    },
  };
}

const REDIRECT = { description: 'A redirect', headers: { Location: { description: 'Where to', schema: { type: 'string' } } } };

function responsesOf(route: RouteDef): JsonSchema {
  const status = String(route.status ?? (route.answerType === 'redirect' ? 302 : 200));
  const success =
    route.answerType === 'file'
      ? {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        }
      : route.answerType === 'redirect'
        ? REDIRECT
        : { description: 'Success', content: { 'application/json': jsonAnswerOf(route) } };
  return {
    [status]: success,
    ...Object.fromEntries((route.otherStatuses ?? []).map((other) => [String(other), other >= 300 && other < 400 ? REDIRECT : success])),
    ...Object.fromEntries(
      errorStatusesOf(route).map(([errorStatus, names]) => [String(errorStatus), errorAnswerOf(errorStatus, names, route)]),
    ),
  };
}

/** The roles (and `apiKey`) that may call a route; everyone for a public one. */
export const rolesFor = (route: RouteDef): readonly string[] => (route.access === 'public' ? ['anyone'] : PERMISSIONS[route.access]);

/** The route table as an OpenAPI 3.1 document; each call's capability, roles and plan feature as `x-scout-*` fields. */
export function openApiDocument(serverUrl = '/api/v1'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of allRoutes) {
    const operation: JsonSchema = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      tags: [...route.tags],
      parameters: parametersOf(route),
      responses: responsesOf(route),
      security: route.access === 'public' ? [] : [{ apiKey: [] }, { session: [] }],
      'x-scout-access': route.access,
      'x-scout-roles': [...rolesFor(route)],
      ...(route.planFeature ? { 'x-scout-plan-feature': route.planFeature } : {}),
      ...(route.mountedWhen ? { 'x-scout-mounted-when': route.mountedWhen } : {}),
    };
    const body = requestBodyOf(route);
    if (body) operation.requestBody = body;
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scout API',
      version: '1.0.0',
      description:
        'Every call of Scout under /api/v1. API-key clients send `X-Api-Key: <key>` and act for their organisation with the rights listed per call (`x-scout-roles` names `apiKey`). Errors answer `{ name, message }` (with `field` for PlanLimit and `issues` for ValidationError); each call lists the statuses it can answer and the error names each carries. Unknown query parameters and body fields are refused with 400. Uploads are `multipart/form-data`; `PUT /customer/account/config-whitelabel` and the import start take JSON or a form with files.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(allRoutes.flatMap((route) => route.tags))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        session: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
      },
    },
    'x-scout-error-statuses': errorStatusByName,
  };
}
