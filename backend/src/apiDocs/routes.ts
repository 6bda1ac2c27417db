import type { Router } from 'express';
import { routes } from '@scout/contracts/routes';
import { openApiDocument } from './openApi';

/** `GET /openapi.json`: the API as OpenAPI 3.1, made once from the route table. */
export function mountApiDocs(router: Router): void {
  let document: object | undefined;
  router[routes.platform.openApi.method](routes.platform.openApi.path, (_req, res) => {
    document ??= openApiDocument();
    res.json(document);
  });
}
