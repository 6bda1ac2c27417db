import { z } from 'zod';
import { errorBodySchema, errorStatusByName } from '@scout/contracts/platform/errors';
import type { RouteDef } from '@scout/contracts/platform/routes';
import { allRoutes } from '@scout/contracts/routes';
import { PERMISSIONS } from '../accounts/permissions';
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

function requestBodyOf(route: RouteDef): JsonSchema | undefined {
  if (route.bodyType === 'raw') return { required: true, content: { 'application/json': { schema: {} } } };
  if (!route.body) return undefined;
  const json = jsonSchemaOf(route.body, 'input');
  if (route.bodyType === 'multipart') {
    const properties = {
      ...((json.properties as JsonSchema | undefined) ?? {}),
      ...(route.fileField ? { [route.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' } } : {}),
    };
    const required = [...((json.required as string[] | undefined) ?? []), ...(route.fileField ? [route.fileField] : [])];
    return { required: true, content: { 'multipart/form-data': { schema: { ...json, properties, required } } } };
  }
  return { required: true, content: { 'application/json': { schema: json } } };
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A JSON answer's schema and an example made from it (see exampleOf); every JSON route of the table declares its answer. */
function jsonAnswerOf(route: RouteDef): JsonSchema {
  if (!route.answer) throw new Error(`${route.method.toUpperCase()} ${route.path} declares no answer`);
  const schema = jsonSchemaOf(route.answer, 'output');
  return { schema, example: exampleOf(schema) };
}

function responsesOf(route: RouteDef): JsonSchema {
  const status = String(route.status ?? (route.answerType === 'redirect' ? 302 : 200));
  const success =
    route.answerType === 'file'
      ? {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        }
      : route.answerType === 'redirect'
        ? { description: 'A redirect' }
        : { description: 'Success', content: { 'application/json': jsonAnswerOf(route) } };
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });
  return {
    [status]: success,
    '400': error('ValidationError: the input does not fit, or holds a parameter or field the call does not know'),
    ...(route.access === 'public'
      ? {}
      : { '401': error('Unauthorized: no valid session or API key'), '403': error("Forbidden: the caller's role may not") }),
    ...(route.planFeature ? { '423': error(`PlanLimit: the plan lacks ${route.planFeature}`) } : {}),
    '429': error('TooManyRequests'),
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
        'Every call of Scout under /api/v1. API-key clients send `X-Api-Key: <key>` and act for their organisation with the rights listed per call (`x-scout-roles` names `apiKey`). Errors answer `{ name, message }`; unknown query parameters and body fields are refused with 400.',
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
