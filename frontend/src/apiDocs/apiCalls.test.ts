import { describe, expect, it } from '@jest/globals';
import type { OpenApiDocument, OpenApiOperation } from '@scout/contracts/apiDocs/openApiDocument';
import { answerOf, apiCallGroups, typeLabel } from './apiCalls';

const operation = (operationId: string, tag: string, extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  operationId,
  summary: `${operationId} summary`,
  tags: [tag],
  parameters: [],
  responses: { '200': { description: 'Success' } },
  'x-scout-access': 'profiles:read',
  'x-scout-roles': ['owner', 'apiKey'],
  ...extra,
});

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Scout API', version: '1.0.0', description: '' },
  servers: [{ url: '/api/v1' }],
  tags: [{ name: 'Lists' }, { name: 'Campaigns' }],
  paths: {
    '/customer/profile-lists/{id}': {
      get: operation('getList', 'Lists', {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 }, description: 'From 1' },
        ],
      }),
    },
    '/customer/campaign/{id}': {
      put: operation('putCampaign', 'Campaigns', {
        'x-scout-plan-feature': 'ugcCampaigns',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  {
                    type: 'object',
                    properties: { action: { const: 'addPayment' }, amountCents: { type: 'integer' } },
                    required: ['action', 'amountCents'],
                  },
                  { type: 'object', properties: { action: { const: 'archive' } }, required: ['action'] },
                ],
              },
            },
          },
        },
      }),
      get: operation('getCampaign', 'Campaigns'),
    },
    '/customer/campaign/upload': {
      put: operation('upload', 'Campaigns', {
        requestBody: {
          content: {
            'multipart/form-data': { schema: { type: 'object', properties: { files: { type: 'string' } }, required: ['files'] } },
          },
        },
      }),
    },
  },
};

describe('apiCallGroups', () => {
  const groups = apiCallGroups(document);

  it('groups calls by tag in alphabetical order, paths sorted and GET first', () => {
    expect(groups.map(({ tag, calls }) => [tag, calls.map((call) => `${call.method} ${call.path}`)])).toEqual([
      ['Campaigns', ['GET /customer/campaign/{id}', 'PUT /customer/campaign/{id}', 'PUT /customer/campaign/upload']],
      ['Lists', ['GET /customer/profile-lists/{id}']],
    ]);
  });

  it('lists path and query parameters with their types, and the roles', () => {
    const [list] = groups[1]!.calls;
    expect(list!.fields).toEqual([
      { name: 'id', where: 'path', type: 'string', required: true },
      { name: 'page', where: 'query', type: 'integer ≥ 1', required: false, description: 'From 1' },
    ]);
    expect(list!.roles).toEqual(['owner', 'apiKey']);
    expect(list!.planFeature).toBeUndefined();
  });

  it('merges the fields of a union body, required only where every alternative requires them', () => {
    const update = groups[0]!.calls[1]!;
    expect(update.planFeature).toBe('ugcCampaigns');
    expect(update.fields).toEqual([
      { name: 'action', where: 'body', type: '"addPayment"', required: true },
      { name: 'amountCents', where: 'body', type: 'integer', required: false },
    ]);
    expect(update.bodyType).toBeUndefined();
    expect(groups[0]!.calls[2]!.bodyType).toBe('multipart/form-data');
  });
});

describe('typeLabel', () => {
  it('words enums, arrays, unions, formats and nullables', () => {
    expect(typeLabel({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeLabel({ type: 'array', items: { type: 'string', format: 'uuid' } })).toBe('array of string (uuid)');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ enum: Array.from({ length: 10 }, (_, i) => i) })).toBe('0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | …');
    expect(typeLabel({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe('file');
    expect(typeLabel(undefined)).toBe('any');
  });
});

describe('answerOf', () => {
  const withResponses = (responses: OpenApiOperation['responses']) => operation('x', 'X', { responses });

  it('takes the JSON example of the first success, whatever its status', () => {
    const example = { campaign: { _id: 'c1' } };
    expect(
      answerOf(
        withResponses({
          '400': { description: 'ValidationError' },
          '201': { description: 'Success', content: { 'application/json': { schema: { type: 'object' }, example } } },
        }),
      ),
    ).toEqual({ status: '201', kind: 'json', example });
  });

  it('says file for a download and redirect for a 3xx, and nothing when no success or example is named', () => {
    expect(
      answerOf(
        withResponses({ '200': { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string' } } } } }),
      ),
    ).toEqual({ status: '200', kind: 'file' });
    expect(answerOf(withResponses({ '302': { description: 'A redirect' } }))).toEqual({ status: '302', kind: 'redirect' });
    expect(answerOf(withResponses({ '200': { description: 'Success' } }))).toBeUndefined();
    expect(answerOf(withResponses({ '401': { description: 'Unauthorized' } }))).toBeUndefined();
  });

  it('hands the answer on with its call', () => {
    const example = { lists: [] };
    const answered: OpenApiDocument = {
      ...document,
      paths: {
        '/customer/listwithCount': {
          get: withResponses({ '200': { description: 'Success', content: { 'application/json': { example } } } }),
        },
      },
    };
    expect(apiCallGroups(answered)[0]!.calls[0]!.answer).toEqual({ status: '200', kind: 'json', example });
    expect(apiCallGroups(document)[0]!.calls[0]!.answer).toBeUndefined();
  });
});
