/**
 * The InsightIQ fake and the client of the provider bench (discoverProvider.ts), in a process of
 * their own, as the real provider and the browser are elsewhere: neither computing a page nor
 * sending and reading a search holds Scout's event loop, so what is measured is Scout's.
 * Started with `fork`; it sends `{ env }` once its creators are built, answers each `{ search }`
 * with the search's answer time and the fake's own answer times meanwhile, and ends on `close`.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startFakeSocialData } from '../../tests/support/fakeSocialData';

export interface ProviderSearch {
  url: string;
  token: string;
  body: string;
}
export interface ProviderSearchResult {
  status: number;
  /** Scout's answer time, to its last byte. */
  scoutMs: number;
  /** The fake's answer times of the searches it answered meanwhile. */
  fakeMs: number[];
  source?: string;
  total?: number;
  text?: string;
}
type Message = { search: ProviderSearch } | 'close';

const fake = await startFakeSocialData({ size: Number(process.env.BENCH_PROVIDER_CREATORS ?? 1_000_000) });
fake.creatorSearch.warm();

/** Keeps the connection to Scout open between searches, as a browser does. */
const agent = new Agent({ keepAlive: true });

/** POSTs the body; the answer's status and text once its last byte is in. */
function post(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-access-token': token } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function search({ url, token, body }: ProviderSearch): Promise<ProviderSearchResult> {
  const before = fake.creatorSearch.answerTimes.length;
  const sent = performance.now();
  const { status, text } = await post(url, token, body);
  // Answered once its last byte is in; parsing it is the client's work.
  const scoutMs = performance.now() - sent;
  const fakeMs = fake.creatorSearch.answerTimes.slice(before);
  if (status !== 200) return { status, scoutMs, fakeMs, text };
  const parsed = JSON.parse(text) as { source?: string; metadata?: { total_results: number } };
  return { status, scoutMs, fakeMs, source: parsed.source, total: parsed.metadata?.total_results };
}

process.on('message', (message: Message) => {
  if (message === 'close') {
    agent.destroy();
    void fake.close().finally(() => process.disconnect());
    return;
  }
  search(message.search).then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ status: 0, scoutMs: 0, fakeMs: [], text: String(error) }),
  );
});
process.send!({ env: fake.env(30_000) });
