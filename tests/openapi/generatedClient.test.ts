import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { signUp, startTestApp, type TestApp } from '../support/app';

/**
 * What an API-key client does with the OpenAPI document: generates types with openapi-typescript,
 * writes a program against them with openapi-fetch, type-checks it (a wrong body must not compile)
 * and runs it against Scout.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The sample program: typed calls of a few routes, and one call whose body the types refuse. */
const SAMPLE = `import createClient from 'openapi-fetch';
import type { paths } from './scout-api';

export async function sample(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { 'X-Access-Token': token } });
  const me = await client.GET('/customer/account/me');
  const email: string | undefined = me.data?.user.email;
  const created = await client.POST('/customer/campaign', { body: { name: 'Typed launch', currency: 'EUR' } });
  const campaignId: string = created.data?.campaign._id ?? '';
  const one = await client.GET('/customer/campaign/{id}', { params: { path: { id: campaignId } } });
  const name: string | undefined = one.data?.campaign.name;
  const list = await client.GET('/customer/campaigns');
  const count: number | undefined = list.data?.campaigns.length;
  const missing = await client.GET('/customer/campaign/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
  const refused: string | undefined = missing.error?.name;
  const unknown = await client.GET('/customer/socialProfiles', { params: { query: { platform: 'instagram' } } });
  // The white-label setup's form: its fields and its files, as the document describes them.
  const form: paths['/customer/account/config-whitelabel']['put']['requestBody']['content']['multipart/form-data'] = {
    agencyName: 'Typed Agency',
    domain: 'typed.example.com',
    logo: 'the bytes of a PNG',
  };
  // @ts-expect-error: a campaign has a name, not a title.
  await client.POST('/customer/campaign', { body: { title: 'Untyped' } });
  return { email, created: created.response.status, name, count, missing: [missing.response.status, refused], profiles: unknown.data?.totalProfiles, formFields: Object.keys(form).length };
}
`;

/** Runs the sample with the address and token it is given (not type-checked: it only reads argv). */
const MAIN = `import { sample } from './sample';
const [baseUrl = '', token = ''] = process.argv.slice(2);
console.log(JSON.stringify(await sample(baseUrl, token)));
`;

let app: TestApp;
let server: Server;
let dir = '';

beforeAll(async () => {
  app = await startTestApp();
  server = app.scout.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  dir = await mkdtemp(path.join(tmpdir(), 'scout-openapi-client-'));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('compiles against the generated types and calls Scout', async () => {
    const { port } = server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}/api/v1`;
    const document = await (await fetch(`${baseUrl}/openapi.json`)).text();
    await writeFile(path.join(dir, 'openapi.json'), document);

    const generator = path.join(packageDir('openapi-typescript'), 'bin/cli.js');
    await run(process.execPath, [generator, path.join(dir, 'openapi.json'), '--output', path.join(dir, 'scout-api.d.ts')], { cwd: dir });

    await mkdir(path.join(dir, 'node_modules'));
    await symlink(packageDir('openapi-fetch'), path.join(dir, 'node_modules/openapi-fetch'), 'dir');
    await writeFile(path.join(dir, 'sample.ts'), SAMPLE);
    await writeFile(path.join(dir, 'main.ts'), MAIN);
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom'],
        types: [],
        skipLibCheck: true,
      },
      files: ['sample.ts'],
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
    const checked = await run(tsc, ['-p', path.join(dir, 'tsconfig.json')], { cwd: dir }).then(
      () => 'compiles',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('compiles');

    const { token } = await signUp(app);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(dir, 'main.ts'), baseUrl, token], { cwd: ROOT });
    expect(JSON.parse(stdout)).toEqual({
      email: expect.stringMatching(/@example\.com$/),
      created: 201,
      name: 'Typed launch',
      count: 1,
      missing: [404, 'NotFound'],
      profiles: 0,
      formFields: 3,
    });
  }, 60_000);
});
