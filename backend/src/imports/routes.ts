import { readFile } from 'node:fs/promises';
import type { Request, Router } from 'express';
import { IMPORT_MAX_ROWS, importFormFieldsSchema, importJsonRequestSchema } from '@scout/contracts/imports';
import { importRoutes } from '@scout/contracts/imports/routes';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { sniffFileType } from '@scout/platform/blobs/sniff';
import { UnsupportedMediaTypeError, ValidationError } from '@scout/platform/errors';
import { multipartReceiver, uploadedFile } from '@scout/platform/http/multipart';
import { routeMounter } from '@scout/platform/http/route';
import { parseBody } from '@scout/platform/http/validate';
import { checkHandles, readCsvHandles, type ImportRows } from './importRows';
import { getImport, listImports, startImport, type NewImport } from './service';

function withinLimit(rows: ImportRows): ImportRows {
  if (rows.handles.length + rows.skipped.length > IMPORT_MAX_ROWS) throw new ValidationError(`At most ${IMPORT_MAX_ROWS} profiles at once`);
  return rows;
}

function csvRows(bytes: Buffer, platform: string): ImportRows {
  const kind = sniffFileType(bytes);
  if (kind !== 'text/plain' && kind !== 'text/html') throw new UnsupportedMediaTypeError('The file must be a CSV text file');
  let rows: ImportRows | null;
  try {
    rows = readCsvHandles(bytes.toString('utf8'), platform);
  } catch {
    throw new ValidationError('The file could not be read as CSV');
  }
  if (!rows) throw new ValidationError('No column of the file holds handles');
  return withinLimit(rows);
}

/** The import a request asks for: multipart with a CSV `file` (at most IMPORT_FILE_LIMIT_BYTES, read whole), or JSON with `profiles`. */
async function importRequest(req: Request): Promise<NewImport> {
  if (req.is('multipart/form-data')) {
    const fields = parseBody(req, importFormFieldsSchema);
    const file = uploadedFile(req, 'file');
    if (!file) throw new ValidationError('file: attach a CSV file');
    const fileName = file.originalname.split(/[\\/]/).pop()!.slice(0, 200) || null;
    return {
      platform: fields.platform,
      group: fields.group ?? null,
      source: { kind: 'csv', fileName },
      rows: csvRows(await readFile(file.path), fields.platform),
    };
  }
  const body = parseBody(req, importJsonRequestSchema);
  const cells = body.profiles.map((entry) =>
    typeof entry === 'string' ? { platform: body.platform, value: entry } : { platform: entry.platform, value: entry.username },
  );
  return {
    platform: body.platform,
    group: body.group ?? null,
    source: { kind: 'list', fileName: null },
    rows: withinLimit(checkHandles(cells)),
  };
}

/** `upload-multi`: imports many handles as a job, with its progress to read back. */
export function mountImports(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  const receive = multipartReceiver({ fileFields: ['file'], maxFileBytes: ctx.config.IMPORT_FILE_LIMIT_BYTES });

  // The legacy address (double slash, "socialProfil") and the regular one. JSON or multipart by the request's type: the body is the handler's to read (importRequest), after the file.
  for (const start of [importRoutes.startLegacy, importRoutes.start]) {
    route({ ...start, bodyType: 'multipart' }, async (_input, req, res) => {
      const principal = principalOf(res);
      const handle = async () => {
        const request = await importRequest(req);
        const view = await startImport(ctx, metadataFor(ctx, req, principal), principal.orgId, request);
        res.status(202).json({ import: view });
      };
      await receive({ ctx, req, res, handle });
    });
  }

  route(importRoutes.list, async ({ query: { limit } }, _req, res) => {
    res.json({ imports: await listImports(ctx, principalOf(res).orgId, limit) });
  });

  route(importRoutes.get, async ({ params: { importId } }, _req, res) => {
    res.json({ import: await getImport(ctx, principalOf(res).orgId, importId) });
  });
}
