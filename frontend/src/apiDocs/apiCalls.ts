import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@scout/contracts/apiDocs/openApiDocument';

/** A parameter or body field as the docs page lists it. */
export interface ApiField {
  name: string;
  /** `path`, `query` or `body`. */
  where: 'path' | 'query' | 'body';
  type: string;
  required: boolean;
  description?: string;
}

/** What a call answers when it succeeds: its status, and a JSON example, a file download or a redirect. */
export type ApiAnswer =
  | { status: string; kind: 'json'; example: unknown }
  | { status: string; kind: 'file' }
  | { status: string; kind: 'redirect' };

/** One call of the API as the docs page shows it. */
export interface ApiCall {
  id: string;
  method: string;
  path: string;
  summary: string;
  fields: ApiField[];
  /** The form body's content type when it is not JSON (multipart uploads). */
  bodyType?: string;
  roles: string[];
  planFeature?: string;
  /** Absent when the document names no success. */
  answer?: ApiAnswer;
}

export interface ApiCallGroup {
  tag: string;
  calls: ApiCall[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const MAX_ENUM_VALUES = 8;

/** A JSON Schema in a few words: `string`, `integer ≥ 1`, `"a" | "b"`, `array of string`, `object`. */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => JSON.stringify(value));
    return values.length > MAX_ENUM_VALUES ? `${values.slice(0, MAX_ENUM_VALUES).join(' | ')} | …` : values.join(' | ');
  }
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return [...new Set(alternatives.map(typeLabel))].join(' | ');
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') return `array of ${typeLabel(schema.items as JsonSchema | undefined)}`;
  if (type === 'string' && typeof schema.contentMediaType === 'string') return 'file';
  if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
  if ((type === 'integer' || type === 'number') && typeof schema.minimum === 'number') return `${type} ≥ ${schema.minimum}`;
  return typeof type === 'string' ? type : 'any';
}

/** The properties of an object schema, or of each alternative of a union (required only when every alternative requires it). */
function bodyFields(schema: JsonSchema | undefined): ApiField[] {
  if (!schema) return [];
  const alternatives = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? [schema];
  const fields = new Map<string, ApiField>();
  const requiredCount = new Map<string, number>();
  for (const alternative of alternatives) {
    const properties = (alternative.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = new Set((alternative.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      if (!fields.has(name)) {
        fields.set(name, {
          name,
          where: 'body',
          type: typeLabel(property),
          required: false,
          ...(typeof property.description === 'string' ? { description: property.description } : {}),
        });
      }
      if (required.has(name)) requiredCount.set(name, (requiredCount.get(name) ?? 0) + 1);
    }
  }
  return [...fields.values()].map((field) => ({ ...field, required: requiredCount.get(field.name) === alternatives.length }));
}

/** The success answer of an operation: its first 2xx or 3xx response. */
export function answerOf(operation: OpenApiOperation): ApiAnswer | undefined {
  const success = Object.entries(operation.responses).find(([status]) => /^[23]\d\d$/.test(status));
  if (!success) return undefined;
  const [status, response] = success;
  const json = response.content?.['application/json'];
  if (json && 'example' in json) return { status, kind: 'json', example: json.example };
  if (status.startsWith('3')) return { status, kind: 'redirect' };
  return response.content && !json ? { status, kind: 'file' } : undefined;
}

function callOf(path: string, method: string, operation: OpenApiOperation): ApiCall {
  const parameters: ApiField[] = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => ({
      name: parameter.name,
      where: parameter.in as 'path' | 'query',
      type: typeLabel(parameter.schema),
      required: parameter.required ?? false,
      ...(parameter.description ? { description: parameter.description } : {}),
    }));
  const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const answer = answerOf(operation);
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    fields: [...parameters, ...bodyFields(media?.schema)],
    ...(bodyType && bodyType !== 'application/json' ? { bodyType } : {}),
    roles: operation['x-scout-roles'],
    ...(operation['x-scout-plan-feature'] ? { planFeature: operation['x-scout-plan-feature'] } : {}),
    ...(answer ? { answer } : {}),
  };
}

/** The document's calls grouped by their first tag, tags and paths in alphabetical order, a path's methods GET first. */
export function apiCallGroups(document: OpenApiDocument): ApiCallGroup[] {
  const byTag = new Map<string, ApiCall[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), callOf(path, method, operation)]);
    }
  }
  const order = (call: ApiCall) => METHOD_ORDER.indexOf(call.method.toLowerCase());
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, calls]) => ({ tag, calls: calls.sort((a, b) => a.path.localeCompare(b.path) || order(a) - order(b)) }));
}
