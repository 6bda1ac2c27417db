import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSchema } from '@scout/contracts/config';
import Ajv from 'ajv';
import { parse, type ScalarTag } from 'yaml';

/**
 * The scaled stack's files (docker-compose.yml, deploy/compose.cluster.yml, Dockerfile), checked
 * without a Docker engine: against the Compose Specification's JSON schema (vendored, see
 * tests/fixtures/compose/SOURCE.md), then for what the schema cannot say. With `docker compose` on
 * PATH, compose itself also reads them.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  deploy?: { replicas?: number };
  volumes?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
}

const ROLES = ['api', 'projections', 'worker'] as const;
const CLUSTER_PROFILE = ['cluster'];

/** Compose's `!reset` (drop what an earlier file set); the yaml package would otherwise warn on the tag. */
const RESET = Symbol('!reset');
const resetTag: ScalarTag = { tag: '!reset', resolve: () => RESET };

function parseCompose(path: string): unknown {
  return parse(read(path), { merge: true, customTags: [resetTag] });
}

/** Compose's merge of a later file into an earlier one, for what the override uses: maps merge, sequences append, `!reset` drops. */
function mergeCompose(base: unknown, override: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(override)) return [...base, ...override];
  if (!isMap(base) || !isMap(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === RESET) delete merged[key];
    else merged[key] = key in merged ? mergeCompose(merged[key], value) : value;
  }
  return merged;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The services `docker compose --profile …` starts: those without profiles and those of a profile given. */
function activeServices(file: ComposeFile, profiles: string[]): Record<string, Service> {
  return Object.fromEntries(Object.entries(file.services).filter(([, s]) => !s.profiles || s.profiles.some((p) => profiles.includes(p))));
}

const SAMPLE_ENV: Record<string, string> = {
  SECRETS_KEY: randomBytes(32).toString('base64'),
  POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
  MINIO_ROOT_PASSWORD: randomBytes(24).toString('hex'),
};

/** Compose's interpolation (`${VAR}`, `${VAR:-default}`, `${VAR:?message}`, `$$`) over the given variables. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name?: string, kind?: string, rest?: string) => {
    if (whole === '$$') return '$';
    const set = vars[name!];
    if (set) return set;
    if (kind === '?') throw new Error(`${name} is required: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const ajv = new Ajv({ strict: false, allErrors: true });
const schema = JSON.parse(read('tests/fixtures/compose/compose-spec.json')) as { $schema?: string };
// The schema names draft-07 by its https address, which Ajv knows by the http one it ships.
const validateCompose = ajv.compile({ ...schema, $schema: undefined });

function schemaErrors(document: unknown): string {
  return validateCompose(document) ? '' : ajv.errorsText(validateCompose.errors, { separator: '\n' });
}

const base = parseCompose('docker-compose.yml') as ComposeFile;
const cluster = mergeCompose(parseCompose('docker-compose.yml'), parseCompose('deploy/compose.cluster.yml')) as ComposeFile;

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema, alone and with the cluster override', () => {
    expect(schemaErrors(base)).toBe('');
    expect(schemaErrors(cluster)).toBe('');
    expect(schemaErrors({ services: { api: { image: 'scout', ports: 8080 } } })).toMatch(/ports/);
  });

  it('gives every long-running service a health check; the rest are one-shot inits another service waits for', () => {
    const services = activeServices(base, CLUSTER_PROFILE);
    const awaited = new Set(
      Object.values(services).flatMap((s) =>
        Object.entries(s.depends_on ?? {})
          .filter(([, d]) => d.condition === 'service_completed_successfully')
          .map(([name]) => name),
      ),
    );
    const withoutHealthcheck = Object.entries(services).filter(([, s]) => !s.healthcheck || s.healthcheck.disable);
    expect(withoutHealthcheck.map(([name]) => name).sort()).toEqual(['minio-init', 'mongo-init']);
    for (const [name, service] of withoutHealthcheck) {
      expect({ name, restart: service.restart, awaited: awaited.has(name) }).toEqual({ name, restart: 'no', awaited: true });
    }
  });

  it('runs the three roles from one image and build, each with its SCOUT_ROLE, api and projections twice', () => {
    const roles = ROLES.map((role) => base.services[role]!);
    for (const [i, role] of ROLES.entries()) expect(roles[i]!.environment?.SCOUT_ROLE).toBe(role);
    expect(new Set(roles.map((s) => JSON.stringify([s.image, s.build]))).size).toBe(1);
    expect(roles[0]!.build).toBe('.');
    expect(base.services.api!.deploy?.replicas).toBe(2);
    expect(base.services.projections!.deploy?.replicas).toBe(2);
  });

  it('checks each role by its readiness, a projections standby included, alone and with the cluster override', () => {
    for (const file of [base, cluster]) {
      for (const role of ROLES) {
        const test = file.services[role]!.healthcheck?.test;
        expect({ role, test: Array.isArray(test) ? test.join(' ') : test }).toEqual({
          role,
          test: expect.stringContaining('/api/v1/health/ready'),
        });
      }
    }
  });

  it("gives each role an environment Scout's own config schema accepts, with the secrets required from outside", () => {
    for (const role of ROLES) {
      const env = base.services[role]!.environment!;
      expect(env.SECRETS_KEY).toMatch(/^\$\{SECRETS_KEY:\?/);
      expect(env.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
      const resolved = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v), SAMPLE_ENV)]));
      const config = configSchema.safeParse(resolved);
      expect(config.error?.issues ?? []).toEqual([]);
      expect(config.data).toMatchObject({
        SCOUT_ROLE: role,
        NODE_ENV: 'production',
        EVENT_STORE: 'eventstoredb',
        READ_STORE: 'mongodb',
        BLOB_STORE: 's3',
        S3_FORCE_PATH_STYLE: true,
        TRUST_PROXY_HOPS: 1,
      });
      expect(() => interpolate(env.SECRETS_KEY!, {})).toThrow(/SECRETS_KEY is required/);
    }
  });

  it('makes every depends_on name a service that runs under the same profiles', () => {
    const stacks: [string, ComposeFile, string[]][] = [
      ['default', base, []],
      ['cluster profile', base, CLUSTER_PROFILE],
      ['cluster override', cluster, CLUSTER_PROFILE],
    ];
    for (const [stack, file, profiles] of stacks) {
      const services = activeServices(file, profiles);
      const missing = Object.entries(services).flatMap(([name, s]) =>
        Object.keys(s.depends_on ?? {})
          .filter((dependency) => !services[dependency])
          .map((dependency) => `${stack}: ${name} → ${dependency}`),
      );
      expect(missing).toEqual([]);
    }
  });

  it('puts the roles on the three-node EventStoreDB cluster with the override, and leaves the single node off', () => {
    const services = activeServices(cluster, CLUSTER_PROFILE);
    expect(services.eventstore).toBeUndefined();
    for (const role of ROLES) {
      expect(services[role]!.environment?.EVENTSTORE_URL).toBe('esdb://es1:2113,es2:2113,es3:2113?tls=false');
      expect(Object.keys(services[role]!.depends_on ?? {})).toEqual(expect.arrayContaining(['es1', 'es2', 'es3']));
      expect(services[role]!.depends_on?.eventstore).toBeUndefined();
      expect(services[role]!.environment?.SCOUT_ROLE).toBe(role);
    }
    for (const node of ['es1', 'es2', 'es3']) {
      expect(services[node]!.environment?.EVENTSTORE_CLUSTER_SIZE).toBe('3');
    }
  });

  it('mounts only files that exist in the checkout', () => {
    const mounts = Object.values(base.services).flatMap((s) => (s.volumes ?? []).filter((v) => v.startsWith('./')));
    expect(mounts.length).toBeGreaterThan(0);
    for (const mount of mounts) expect(existsSync(join(ROOT, mount.split(':')[0]!))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line));
  const of = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `));

  it('builds in stages and runs on slim Node as a user other than root', () => {
    expect(of('FROM').length).toBeGreaterThan(1);
    expect(of('FROM').at(-1)).toMatch(/^FROM node:20-bookworm-slim\b/);
    const user = of('USER').at(-1)?.split(/\s+/)[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
  });

  it('copies every workspace manifest before npm ci, and starts Scout like npm start', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const npmCi = instructions.findIndex((line) => /^RUN .*\bnpm ci\b/.test(line));
    expect(npmCi).toBeGreaterThan(0);
    const copiedBefore = instructions.slice(0, npmCi).filter((line) => line.startsWith('COPY '));
    for (const workspace of workspaces) {
      expect(copiedBefore.some((line) => line.includes(`${workspace}/package.json`))).toBe(true);
    }
    expect(copiedBefore.some((line) => line.includes('package-lock.json'))).toBe(true);
    expect(of('CMD').at(-1)).toBe('CMD ["node", "--max-semi-space-size=8", "--import", "tsx", "scripts/src/start.ts"]');
    expect(of('EXPOSE')).toEqual(['EXPOSE 3000']);
    expect(of('HEALTHCHECK').at(-1)).toContain('/api/v1/health/live');
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production\b/m);
  });

  it("gives the runtime the modules of an install without dev dependencies, for start's workspaces only", () => {
    const stageOf = (name: string) => {
      const from = instructions.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line));
      const next = instructions.findIndex((line, i) => i > from && line.startsWith('FROM '));
      return instructions.slice(from, next < 0 ? undefined : next);
    };
    const runtime = instructions.slice(instructions.lastIndexOf(of('FROM').at(-1)!));
    const modulesStage = runtime.map((line) => /^COPY --from=(\S+) \S+\/node_modules \S+$/.exec(line)?.[1]).find(Boolean);
    expect(modulesStage).toBeDefined();
    const install = stageOf(modulesStage!).find((line) => /\bnpm ci\b/.test(line)) ?? '';
    expect(install).toMatch(/--omit=dev\b/);
    expect(install).toMatch(/--include-workspace-root\b/);
    // The root's postinstall builds the web app, which needs the frontend's packages this install leaves out.
    expect(install).toMatch(/npm pkg delete scripts\.postinstall .*npm ci\b/);
    const installed = [...install.matchAll(/-w (\S+)/g)].map((m) => m[1]).sort();
    const scripts = JSON.parse(read('scripts/package.json')) as { dependencies: Record<string, string> };
    const startWorkspaces = [
      'scripts',
      ...Object.keys(scripts.dependencies)
        .filter((d) => d.startsWith('@scout/'))
        .map((d) => d.slice('@scout/'.length)),
    ].sort();
    expect(installed).toEqual(startWorkspaces);
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const copied = runtime
      .map((line) => /^COPY --from=\S+ \/app\/([a-z]+) \S+$/.exec(line)?.[1])
      .filter((w) => w && workspaces.includes(w));
    expect(copied.sort()).toEqual(startWorkspaces);
    expect(runtime.filter((line) => line.includes('frontend'))).toEqual(['COPY --from=build /app/frontend/dist ./frontend/dist']);
  });
});

const composeVersion = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
const hasCompose = composeVersion.status === 0;
const describeIfCompose = hasCompose ? describe : describe.skip; // skipped without the docker compose plugin

describeIfCompose(hasCompose ? 'docker compose config' : 'docker compose config (skipped: no `docker compose` on PATH)', () => {
  const compose = (args: string[], env: Record<string, string>) =>
    spawnSync('docker', ['compose', ...args, 'config', '-q'], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

  it('reads the file, alone and with the cluster profile and override', () => {
    expect(compose(['-f', 'docker-compose.yml'], SAMPLE_ENV).stderr).toBe('');
    const withCluster = compose(['-f', 'docker-compose.yml', '-f', 'deploy/compose.cluster.yml', '--profile', 'cluster'], SAMPLE_ENV);
    expect(withCluster.stderr).toBe('');
    expect(withCluster.status).toBe(0);
  });

  it('refuses to run without SECRETS_KEY', () => {
    const { SECRETS_KEY: _, ...withoutKey } = SAMPLE_ENV;
    const result = compose(['-f', 'docker-compose.yml'], withoutKey);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set SECRETS_KEY');
  });
});
