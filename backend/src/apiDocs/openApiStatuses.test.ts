import { describe, expect, it } from '@jest/globals';
import { openApiDocument } from './openApi';

/** The document's bodies and statuses, as the route table declares them (real answers: tests/openapi). */

type Json = Record<string, any>;
const document = openApiDocument() as Json;
const operation = (path: string, method: string): Json => document.paths[path][method];
const statuses = (path: string, method: string): string[] => Object.keys(operation(path, method).responses);

describe('the OpenAPI document', () => {
  it('describes the multipart forms of the uploads, the import and the white-label setup, files and fields', () => {
    const whitelabel = operation('/customer/account/config-whitelabel', 'put').requestBody.content;
    expect(Object.keys(whitelabel)).toEqual(['application/json', 'multipart/form-data']);
    const form = whitelabel['multipart/form-data'].schema;
    expect(form.properties.logo).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(form.properties.favicon).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(form.required).toEqual(['agencyName', 'domain']);

    const importForm = operation('/customer/socialProfile/upload-multi', 'post').requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(importForm.properties).sort()).toEqual(['file', 'group', 'platform']);
    expect(importForm.required).toEqual(['file']);

    const upload = operation('/customer/campaign/upload', 'put').requestBody.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data'].schema.properties.files).toMatchObject({ type: 'array', maxItems: 20 });
    expect(upload['multipart/form-data'].schema.required).toEqual(['campaignId', 'files']);
    for (const [path, method] of [
      ['/customer/content/upload-story', 'post'],
      ['/customer/socialProfile/attachment', 'post'],
    ]) {
      expect(operation(path!, method!).requestBody.content['multipart/form-data'].schema.required).toContain('file');
    }
  });

  it('lists the statuses of each call from its guards, its input and its handler', () => {
    expect(statuses('/health/live', 'get')).toEqual(['200', '400', '429', '500', '503']);
    expect(statuses('/customer/auth/login', 'post')).toEqual(['200', '400', '401', '408', '409', '413', '415', '429', '500', '503']);
    expect(statuses('/customer/campaign/{id}', 'get')).toEqual(['200', '400', '401', '402', '403', '404', '429', '500', '503']);
    // Billing stays open to a blocked organisation: no 402.
    expect(statuses('/customer/billing', 'get')).not.toContain('402');
    expect(statuses('/customer/socialProfile', 'post')).toEqual(expect.arrayContaining(['201', '404', '409', '423']));
    expect(statuses('/customer/socialProfile/attachment', 'post')).toEqual(expect.arrayContaining(['201', '404', '413', '415', '423']));
    expect(statuses('/customer/campaigns', 'get')).not.toContain('404');
  });

  it('answers each error status with the error body and the names that status carries for the call', () => {
    expect(document.components.schemas.Error.required).toEqual(['name', 'message']);
    const forbidden = operation('/customer/account/search-export', 'post').responses['403'];
    expect(forbidden.description).toMatch(/^Forbidden: .*; EmailNotVerified: /);
    expect(forbidden.content['application/json'].schema.allOf).toEqual([
      { $ref: '#/components/schemas/Error' },
      { properties: { name: { enum: ['Forbidden', 'EmailNotVerified'] } } },
    ]);
    const limit = operation('/customer/socialProfile', 'post').responses['423'].content['application/json'].schema;
    expect(limit.allOf[1]).toEqual({ properties: { name: { enum: ['PlanLimit'] } }, required: ['field'] });
    expect(operation('/customer/campaigns', 'get').responses['429'].headers['Retry-After']).toBeDefined();
  });
});
