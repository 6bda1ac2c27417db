import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import type { Scout } from '@scout/backend/app';
import { observeParsedSchemas, type RequestPart } from '@scout/platform/http/validate';
import type { Pool } from '@scout/platform/postgres/pool';
import { problemsOf } from './checks';
import { send, type Answer } from './client';
import { routeInventory, routeKey, type RouteEntry } from './inventory';
import {
  BODY_MUTATIONS,
  encodeLoosely,
  hostileParam,
  jsonBody,
  mutateBody,
  mutateQuery,
  QUERY_MUTATIONS,
  type WireBody,
} from './mutations';
import { FUZZ_PASSWORD, renewCaller, setUpOrganisation, type CallerName, type Organisation } from './organisations';
import { Prng } from './prng';
import { jsonSchemaOf, validValue, type JsonSchema } from './values';

export interface FuzzOptions {
  scout: Scout;
  pool: Pool;
  /** `http://127.0.0.1:<port>` of the listening app. */
  origin: string;
  /** `http://host:port` every address in a generated body points at: a loopback fake, never the internet. */
  fakeOrigin: string;
  requests: number;
  seed: number;
  concurrency?: number;
  log?: (line: string) => void;
}

export interface FailureExample {
  caller: CallerName;
  method: string;
  url: string;
  body: string;
  status: number;
  answer: string;
}

export interface FailureGroup {
  problem: string;
  route: string;
  status: number;
  count: number;
  examples: FailureExample[];
}

export interface FuzzReport {
  seed: number;
  requests: number;
  routes: number;
  routesWithSchemas: number;
  seconds: number;
  statuses: Record<string, number>;
  byCaller: Record<string, number>;
  crossOrganisation: number;
  failures: FailureGroup[];
}

const CALLERS = { owner: 25, member: 12, guest: 10, apiKey: 10, anonymous: 15, otherOrg: 28 } as const satisfies Record<CallerName, number>;
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

interface Planned {
  route: RouteEntry;
  caller: CallerName;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: WireBody | undefined;
  /** Org A's ids that org B's request carries. */
  crossIds: string[];
  /** A's ids in the path itself. */
  crossInPath: boolean;
  params: Record<string, string>;
  /** Whose ids the params are. */
  paramsOrg: Organisation;
}

/**
 * Sends `requests` requests generated from the route inventory and the routes' own zod schemas
 * (learned as each route parses its input), mutated, as every kind of caller of two
 * organisations; answers what came back and every failure, grouped.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { scout, pool, origin, fakeOrigin, seed } = options;
  const log = options.log ?? (() => undefined);
  const prng = new Prng(seed);
  const routes = routeInventory(scout, pool);
  const schemas = new Map<string, Partial<Record<RequestPart, JsonSchema>>>();
  const converted = new WeakMap<z.ZodType, JsonSchema>();
  observeParsedSchemas((req, part, schema) => {
    const path = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') return;
    const key = `${req.method} ${path}`;
    const known = schemas.get(key) ?? {};
    if (known[part]) return;
    let json = converted.get(schema);
    if (!json) {
      json = jsonSchemaOf(schema);
      converted.set(schema, json);
    }
    schemas.set(key, { ...known, [part]: json });
  });

  const started = performance.now();
  const a = await setUpOrganisation(scout, origin, 'A', log);
  const b = await setUpOrganisation(scout, origin, 'B', log);
  const orgOf = (caller: CallerName) => (caller === 'otherOrg' ? b : a);
  const headerName = (caller: CallerName): CallerName => (caller === 'otherOrg' ? 'owner' : caller);
  /** Params that got a 2xx, per organisation and route: the fuzzer's memory of real targets. */
  const goodParams = new Map<Organisation, Map<string, Array<Record<string, string>>>>([
    [a, new Map()],
    [b, new Map()],
  ]);
  const renewing = new Map<string, Promise<void>>();
  const stale = new Set<string>();

  const statuses: Record<string, number> = {};
  const byCaller: Record<string, number> = {};
  const failures = new Map<string, FailureGroup>();
  let crossOrganisation = 0;
  let sent = 0;

  function plan(route: RouteEntry, caller: CallerName, learning: boolean): Planned {
    const own = orgOf(caller);
    const cross = caller === 'otherOrg' && prng.chance(0.6);
    const paramsOrg = cross || caller === 'anonymous' ? a : own;
    const params: Record<string, string> = {};
    const good = goodParams.get(paramsOrg)!.get(routeKey(route)) ?? [];
    const remembered = good.length > 0 && (learning || prng.chance(0.6)) ? prng.pick(good) : null;
    for (const name of route.params) {
      const value = remembered?.[name];
      if (value !== undefined) params[name] = value;
      else if (learning || prng.chance(0.75)) params[name] = prng.pick([...paramsOrg.ids, ...paramsOrg.handles, prng.uuid()]);
      else params[name] = hostileParam(prng);
    }
    const hostile = new Set(Object.values(params).filter((v) => !paramsOrg.ids.includes(v) && !paramsOrg.handles.includes(v)));
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
      hostile.has(params[name]!) ? params[name]! : encodeLoosely(params[name]!),
    );
    const known = schemas.get(routeKey(route)) ?? {};
    const ctx = { prng, ids: paramsOrg.ids, fakeOrigin, password: FUZZ_PASSWORD };
    const query = known.query ? (validValue(known.query, ctx) as Record<string, unknown>) : {};
    const queryText = learning ? mutateQuery(query, 'valid', prng) : mutateQuery(query, prng.weighted(QUERY_MUTATIONS), prng);
    let body: WireBody | undefined;
    if (BODY_METHODS.has(route.method)) {
      const value = known.body ? validValue(known.body, ctx) : {};
      body = learning ? jsonBody(value) : mutateBody(value, prng.weighted(BODY_MUTATIONS), prng, [...a.ids, ...b.ids]);
    } else if (!learning && prng.chance(0.03)) {
      body = jsonBody({ unexpected: true });
    }
    let headers = { ...(own.headers.get(headerName(caller)) ?? {}) };
    if (caller === 'anonymous') headers = {};
    if (!learning && prng.chance(0.03))
      headers = prng.pick<Record<string, string>>([
        { 'X-Access-Token': 'garbage' },
        { 'X-Api-Key': 'sk_scout_garbage' },
        { 'X-Access-Token': '\u00ff'.repeat(10) },
        { Authorization: 'Bearer x' },
      ]);
    const sentText = `${path}${queryText} ${body?.bytes.toString('utf8') ?? ''}`;
    const crossIds = cross ? [...a.ids, ...a.handles].filter((id) => sentText.includes(id) || sentText.includes(encodeLoosely(id))) : [];
    const crossInPath = cross && route.params.some((name) => a.ids.includes(params[name]!) || a.handles.includes(params[name]!));
    const method = !learning && prng.chance(0.01) ? prng.pick(['patch', 'options', 'head', 'trace']) : route.method;
    return { route, caller, method, url: `/api/v1${path}${queryText}`, headers, body, crossIds, crossInPath, params, paramsOrg };
  }

  async function renewIfStale(caller: CallerName): Promise<void> {
    const org = orgOf(caller);
    const key = `${org.label} ${headerName(caller)}`;
    if (!stale.has(key)) return;
    let running = renewing.get(key);
    if (!running) {
      running = (async () => {
        if (headerName(caller) === 'apiKey' && stale.has(`${org.label} owner`)) await renewCaller(scout, origin, org, 'owner');
        // A new API key needs the owner's session, which the fuzzer may have ended without noticing yet.
        await renewCaller(scout, origin, org, headerName(caller)).catch(async () => {
          await renewCaller(scout, origin, org, 'owner');
          await renewCaller(scout, origin, org, headerName(caller));
        });
        stale.delete(key);
      })().finally(() => renewing.delete(key));
      renewing.set(key, running);
    }
    await running.catch((error: Error) => log(`renewing ${key} failed: ${error.message}`));
  }

  function record(planned: Planned, answer: Answer): void {
    const { route, caller } = planned;
    const sentText = `${planned.url} ${planned.body?.bytes.toString('utf8') ?? ''}`;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    byCaller[caller] = (byCaller[caller] ?? 0) + 1;
    const problems = problemsOf(answer, sentText, planned.method);
    const ok = answer.status >= 200 && answer.status < 300;
    if (planned.crossIds.length > 0) crossOrganisation += 1;
    const orgScoped = route.path.startsWith('/customer/') && !route.path.startsWith('/customer/auth/');
    // Org B's 2xx on an organisation's route is a failure when it names A's document in the path or shows A's data.
    // (OPTIONS, and HEAD of a PUT, get Express's list of methods: no document in it.)
    if (
      ok &&
      orgScoped &&
      caller === 'otherOrg' &&
      planned.method === route.method &&
      (planned.crossInPath || answer.text.includes(a.marker))
    )
      problems.push('cross-organisation 2xx');
    if (ok && caller !== 'anonymous' && route.params.length > 0 && planned.paramsOrg === orgOf(caller)) {
      const known = goodParams.get(planned.paramsOrg)!;
      const list = known.get(routeKey(route)) ?? [];
      if (list.length < 20) known.set(routeKey(route), [...list, planned.params]);
    }
    if (
      answer.status === 401 &&
      caller !== 'anonymous' &&
      !route.path.startsWith('/customer/auth/') &&
      Object.keys(planned.headers).length > 0
    ) {
      const carried = orgOf(caller).headers.get(headerName(caller));
      if (carried && Object.entries(carried).every(([k, v]) => planned.headers[k] === v))
        stale.add(`${orgOf(caller).label} ${headerName(caller)}`);
    }
    for (const problem of problems) {
      const key = `${problem}|${routeKey(route)}|${answer.status}`;
      const group = failures.get(key) ?? { problem, route: routeKey(route), status: answer.status, count: 0, examples: [] };
      group.count += 1;
      if (group.examples.length < 3) {
        group.examples.push({
          caller,
          method: planned.method.toUpperCase(),
          url: planned.url.length > 200 ? `${planned.url.slice(0, 200)}…` : planned.url,
          body: planned.body?.excerpt ?? '',
          status: answer.status,
          answer: answer.text.slice(0, 300),
        });
      }
      failures.set(key, group);
    }
  }

  async function fire(route: RouteEntry, caller: CallerName, learning: boolean): Promise<void> {
    await renewIfStale(caller);
    const planned = plan(route, caller, learning);
    const answer = await send(origin, planned.method, planned.url, planned.headers, planned.body);
    sent += 1;
    record(planned, answer);
  }

  try {
    // Learning: each route once as A's owner and once as B's owner, with real ids, so every route's schemas are seen.
    for (const caller of ['owner', 'otherOrg', 'owner'] as const) {
      for (const route of routes) {
        if (sent >= options.requests) break;
        await fire(route, caller, true);
      }
    }
    const concurrency = options.concurrency ?? 8;
    let next = sent;
    const progressEvery = Math.max(1000, Math.floor(options.requests / 10));
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < options.requests) {
          next += 1;
          await fire(prng.pick(routes), prng.weighted(CALLERS), false);
          if (sent % progressEvery === 0) log(`${sent} requests, ${[...failures.values()].reduce((n, g) => n + g.count, 0)} failures`);
        }
      }),
    );
  } finally {
    observeParsedSchemas(undefined);
  }
  return {
    seed,
    requests: sent,
    routes: routes.length,
    routesWithSchemas: routes.filter((route) => schemas.has(routeKey(route))).length,
    seconds: (performance.now() - started) / 1000,
    statuses,
    byCaller,
    crossOrganisation,
    failures: [...failures.values()].sort((x, y) => y.count - x.count),
  };
}

/** The report as the command prints it: statuses, then each failure group with up to three cases. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `fuzz: ${report.requests} requests over ${report.routes} routes (${report.routesWithSchemas} with learned schemas) in ${report.seconds.toFixed(1)} s, seed ${report.seed}`,
    `statuses: ${Object.entries(report.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
    `callers: ${Object.entries(report.byCaller)
      .map(([caller, count]) => `${caller}: ${count}`)
      .join(', ')}`,
    `cross-organisation requests (org B carrying org A's ids): ${report.crossOrganisation}`,
  ];
  const total = report.failures.reduce((n, g) => n + g.count, 0);
  lines.push(total === 0 ? 'failures: 0' : `failures: ${total} in ${report.failures.length} groups`);
  for (const group of report.failures) {
    lines.push(`\n✗ ${group.problem}: ${group.route} → ${group.status} (${group.count}×)`);
    for (const e of group.examples)
      lines.push(`    as ${e.caller}: ${e.method} ${e.url}\n      body: ${e.body || '(none)'}\n      answer: ${e.answer}`);
  }
  return lines.join('\n');
}
