import http from 'node:http';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request with the path exactly as given (no normalising: `%00`, broken escapes and `..` reach
 * the server as an attacker sends them). Answers status 0 when no answer came (reset, timeout).
 */
export function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { contentType?: string; headers?: Record<string, string>; bytes: Buffer },
  timeoutMs = 60_000,
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: method.toUpperCase(),
        path,
        headers: {
          ...headers,
          ...(body
            ? {
                'Content-Length': String(body.bytes.length),
                ...(body.contentType ? { 'Content-Type': body.contentType } : {}),
                ...body.headers,
              }
            : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ status: 0, contentType: '', text: `response error: ${error.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ status: 0, contentType: '', text: `request error: ${error.message}` }));
    if (body) req.end(body.bytes);
    else req.end();
  });
}

/** A JSON call of the set-up, which must succeed. */
export async function call(origin: string, method: string, path: string, headers: Record<string, string>, json?: unknown): Promise<any> {
  const body = json === undefined ? undefined : { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(json)) };
  const answer = await send(origin, method, `/api/v1${path}`, headers, body);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`set-up ${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer.text ? JSON.parse(answer.text) : null;
}

export function closeClient(): void {
  agent.destroy();
}
