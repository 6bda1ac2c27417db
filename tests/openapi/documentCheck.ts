import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type request from 'supertest';

type JsonSchema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters: Array<{ name: string; required?: boolean }>;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One answer of the API as a client saw it. */
export interface Answer {
  method: string;
  /** Under `/api/v1`, without the query. */
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** A path template of the document as a pattern, with how many of its segments are parameters. */
function templateOf(path: string): { pattern: RegExp; parameters: number } {
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { pattern: new RegExp(`^${source}$`), parameters: (path.match(/\{/g) ?? []).length };
}

/** The schema with every `$ref` into the document's components replaced by the component itself. */
function inlined(schema: unknown, document: Document): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, document));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return inlined(document.components.schemas[ref.slice('#/components/schemas/'.length)], document);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, document)]));
}

/**
 * Checks answers against the OpenAPI document: the call is an operation of the document, the
 * status is one it lists, and a JSON body fits the schema it declares for that status (with Ajv,
 * JSON Schema 2020-12, formats checked). Answers `fits` or what does not.
 */
export function documentChecker(document: Document): (answer: Answer) => string {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((path) => ({ path, ...templateOf(path) }));

  return ({ method, path, status, contentType, body }) => {
    // The literal segments win over parameters, as the router mounts them (`/socialProfile/stories` before `/socialProfile/{id}`).
    const match = templates
      .filter((template) => template.pattern.test(path) && document.paths[template.path]?.[method])
      .sort((a, b) => a.parameters - b.parameters)[0];
    if (!match) return `no operation ${method.toUpperCase()} ${path}`;
    const operation = document.paths[match.path]![method]!;
    const response = operation.responses[String(status)];
    if (!response) return `${operation.operationId} does not list ${status}`;
    if (!contentType.startsWith('application/json')) return 'fits';
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return `${operation.operationId} ${status} declares no JSON body`;
    const key = `${operation.operationId} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(inlined(schema, document) as JsonSchema);
      compiled.set(key, validate);
    }
    return validate(body) ? 'fits' : `${key}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  };
}

type Http = ReturnType<typeof request>;

/** The app's supertest agent, recording every answer it gets into `answers`. */
export function recordingHttp(http: Http, answers: Answer[]): Http {
  return new Proxy(http, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const test = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (test && typeof test === 'object' && 'on' in test && 'url' in test) {
          const sent = test as { method: string; url: string; on(event: 'response', listener: (res: request.Response) => void): void };
          sent.on('response', (res) => {
            const url = new URL(sent.url);
            if (!url.pathname.startsWith('/api/v1/')) return;
            answers.push({
              method: sent.method.toLowerCase(),
              path: url.pathname.replace(/^\/api\/v1/, ''),
              status: res.status,
              contentType: String(res.headers['content-type'] ?? ''),
              body: res.body,
            });
          });
        }
        return test;
      };
    },
  });
}
