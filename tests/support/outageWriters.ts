import { expect } from '@jest/globals';

/** Clients writing campaigns through an outage, and what each of their answers was. */
export interface OutageWriters {
  acknowledged: string[];
  statuses: Map<number, number>;
  /** Answers that were neither 2xx nor an explained 503 (status, Retry-After, body), for the failure message. */
  unexpected: string[];
  /** Resolves with the time of the first 2xx that was asked for after `since`. */
  firstSuccessAfter(since: number): Promise<number>;
  /** Resolves once a write asked for after `since` was refused with 503. */
  refusalAfter(since: number): Promise<void>;
  /**
   * Asks for a write every 20 ms, besides the loops and without waiting for answers, until one is
   * refused with 503 or `ms` have passed (all awaited by `stop`).
   */
  probe(ms: number): void;
  stop(): Promise<void>;
}

/**
 * `count` clients creating campaigns named `<prefix>-<writer>-<n>` in a loop; a refused one waits a
 * moment, as the web app would. A 503 counts as explained when it carries a Retry-After in seconds
 * and says the database or storage is away.
 */
export function startOutageWriters(base: string, token: string, prefix: string, count: number): OutageWriters {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  const unexpected: string[] = [];
  const successes: Array<{ asked: number; at: number }> = [];
  const refusals: number[] = [];
  let running = true;
  const write = async (writer: number, n: number) => {
    const name = `${prefix}-${writer}-${n}`;
    const asked = Date.now();
    const res = await fetch(`${base}/api/v1/customer/campaign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ name }),
    }).catch(() => null);
    const status = res?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const body = res ? await res.text() : 'no answer';
    if (status >= 200 && status < 300) {
      acknowledged.push(name);
      successes.push({ asked, at: Date.now() });
      return;
    }
    const explained =
      /^\d+$/.test(res?.headers.get('retry-after') ?? '') &&
      /^\{"name":"ServiceUnavailable","message":"Scout's (database|storage) /.test(body);
    if (status === 503 && explained) refusals.push(asked);
    else unexpected.push(`${status} ${res?.headers.get('retry-after')} ${body}`);
    await new Promise((r) => setTimeout(r, 50));
  };
  const loops = Array.from({ length: count }, async (_, writer) => {
    for (let n = 0; running; n += 1) await write(writer, n);
  });
  const extra: Promise<void>[] = [];
  const until = async <T>(found: () => T | undefined, what: string, ms = 60_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(
          `no ${what} within ${ms} ms; answers ${JSON.stringify([...statuses])}, unexpected ${unexpected.slice(0, 5).join(' | ')}`,
        );
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return {
    acknowledged,
    statuses,
    unexpected,
    firstSuccessAfter: (since) => until(() => successes.find((s) => s.asked > since)?.at, 'write acknowledged'),
    refusalAfter: async (since) => {
      await until(() => (refusals.some((at) => at > since) ? true : undefined), 'write refused with 503');
    },
    probe(ms) {
      const since = Date.now();
      const refused = () => refusals.some((at) => at >= since);
      const next = () => {
        if (!running || refused() || Date.now() - since > ms) return;
        extra.push(write(count, extra.length));
        setTimeout(next, 20);
      };
      next();
    },
    async stop() {
      running = false;
      await Promise.all([...loops, ...extra]);
    },
  };
}

/** Names of every campaign the session's organisation holds, read page by page. */
export async function campaignNames(base: string, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${base}/api/v1/customer/campaigns?limit=200&sortBy=createdAt&orderBy=asc&page=${page}`, {
      headers: { 'x-access-token': token },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { campaigns: Array<{ name: string }>; totalPages: number };
    for (const c of body.campaigns) names.add(c.name);
    if (page >= body.totalPages) return names;
  }
}
