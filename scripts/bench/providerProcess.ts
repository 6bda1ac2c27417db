/**
 * The InsightIQ fake and the client of the provider bench (discoverProvider.ts), in a process of
 * their own, as the real provider and the browser are elsewhere: neither computing a page nor
 * sending and reading a search holds Scout's event loop, so what is measured is Scout's.
 * Started with `fork`; it sends `{ env }` once its creators are built, answers each `{ search }`
 * with the search's answer time and the fake's own answer times meanwhile, and ends on `close`.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
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
  /** The answer's content encoding (none: sent uncompressed). */
  encoding?: string;
}
type Message = { search: ProviderSearch } | 'close';

const fake = await startFakeSocialData({ size: Number(process.env.BENCH_PROVIDER_CREATORS ?? 1_000_000) });
fake.creatorSearch.warm();

/** Keeps the connection to Scout open between searches, as a browser does. */
const agent = new Agent({ keepAlive: true });

/** The answer's bytes as sent (compressed as a browser asks) and its content encoding. */
interface Answer {
  status: number;
  bytes: Buffer;
  encoding: string | undefined;
}

/** POSTs the body, asking for a compressed answer as a browser does; the answer once its last byte is in. */
function post(url: string, token: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', 'x-access-token': token };
    const sent = request(url, { method: 'POST', agent, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, bytes: Buffer.concat(chunks), encoding: answer.headers['content-encoding'] }),
      );
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

function textOf({ bytes, encoding }: Answer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

async function search({ url, token, body }: ProviderSearch): Promise<ProviderSearchResult> {
  const before = fake.creatorSearch.answerTimes.length;
  const sent = performance.now();
  const answer = await post(url, token, body);
  // Answered once its last byte is in; unpacking and parsing it is the client's work.
  const scoutMs = performance.now() - sent;
  const { status } = answer;
  const text = textOf(answer);
  const fakeMs = fake.creatorSearch.answerTimes.slice(before);
  if (status !== 200) return { status, scoutMs, fakeMs, text };
  const parsed = JSON.parse(text) as { source?: string; metadata?: { total_results: number } };
  return { status, scoutMs, fakeMs, source: parsed.source, total: parsed.metadata?.total_results, encoding: answer.encoding };
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
