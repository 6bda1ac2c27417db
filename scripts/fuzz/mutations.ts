import type { Prng } from './prng';
import { ANY_TYPE_VALUES, HOSTILE_NUMBERS, HOSTILE_STRINGS } from './values';

/** How a request's body is changed from the valid-ish one its schema gives. */
export const BODY_MUTATIONS = {
  valid: 30,
  wrongType: 10,
  missingField: 8,
  extraField: 6,
  boundary: 8,
  hostileString: 10,
  hostileNumber: 5,
  prototypeKey: 5,
  deepNesting: 3,
  garbageId: 5,
  wrongContentType: 5,
  malformedJson: 2,
  topLevel: 2,
  multipart: 4,
  oversize: 0.5,
} as const;
export type BodyMutation = keyof typeof BODY_MUTATIONS;

/** A body as it goes on the wire. */
export interface WireBody {
  contentType?: string;
  headers?: Record<string, string>;
  bytes: Buffer;
  /** A short form for the report. */
  excerpt: string;
}

const RAW_NUMBER = '__fuzz_raw_number__';

interface Slot {
  container: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every place in `value` a mutation can touch (objects' keys, arrays' items), breadth first, capped. */
function slotsOf(value: unknown): Slot[] {
  const slots: Slot[] = [];
  const queue: unknown[] = [value];
  while (queue.length > 0 && slots.length < 200) {
    const item = queue.shift();
    if (Array.isArray(item)) {
      item.forEach((child, key) => {
        slots.push({ container: item, key });
        queue.push(child);
      });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        slots.push({ container: item as Record<string, unknown>, key });
        queue.push(child);
      }
    }
  }
  return slots;
}

const objectsOf = (value: unknown): Array<Record<string, unknown>> => {
  const objects: Array<Record<string, unknown>> = [];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) objects.push(value as Record<string, unknown>);
  for (const { container, key } of slotsOf(value)) {
    const child = (container as Record<string, unknown>)[key as string];
    if (typeof child === 'object' && child !== null && !Array.isArray(child)) objects.push(child as Record<string, unknown>);
  }
  return objects;
};

function setSlot({ container, key }: Slot, value: unknown): void {
  (container as Record<string | number, unknown>)[key] = value;
}

const excerptOf = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

export function jsonBody(value: unknown): WireBody {
  const text = JSON.stringify(value) ?? 'null';
  return {
    contentType: 'application/json',
    bytes: Buffer.from(text.replace(`"${RAW_NUMBER}"`, () => RAW_NUMBER)),
    excerpt: excerptOf(text),
  };
}

function rawJson(text: string, contentType = 'application/json'): WireBody {
  return { contentType, bytes: Buffer.from(text), excerpt: excerptOf(text) };
}

function multipart(fields: Record<string, unknown>, prng: Prng): WireBody {
  const boundary = `----fuzz${prng.int(1, 1e9)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  const fileField = prng.pick(['file', 'files', 'avatar', 'logo', 'upload']);
  const fileName = prng.pick(['a.png', 'brief.txt', '../../etc/passwd', 'x\u0000.png', `${'long'.repeat(100)}.jpg`]);
  const contentType = prng.pick(['image/png', 'text/plain', 'application/octet-stream', 'image/svg+xml']);
  const bytes = prng.chance(0.5) ? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') : Buffer.from('not really a file');
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
  );
  parts.push(bytes, Buffer.from(`\r\n--${boundary}${prng.chance(0.9) ? '--' : ''}\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat(parts),
    excerpt: `multipart ${JSON.stringify(fields).slice(0, 200)} + ${fileField}=${fileName.slice(0, 40)}`,
  };
}

/**
 * The body sent for a request: the valid-ish `value` with one mutation. `ids` are ids of some
 * organisation to put where an id is (another's, for the cross-organisation calls).
 */
export function mutateBody(value: unknown, mutation: BodyMutation, prng: Prng, garbageIds: readonly string[]): WireBody {
  const body = structuredClone(value);
  const slots = slotsOf(body);
  const slot = slots.length > 0 ? prng.pick(slots) : null;
  switch (mutation) {
    case 'valid':
      return jsonBody(body);
    case 'wrongType':
      if (slot) setSlot(slot, prng.pick(ANY_TYPE_VALUES));
      return jsonBody(slot ? body : prng.pick(ANY_TYPE_VALUES));
    case 'missingField':
      if (slot && !Array.isArray(slot.container)) delete slot.container[slot.key as string];
      return jsonBody(body);
    case 'extraField': {
      const target = prng.pick([...objectsOf(body), {} as Record<string, unknown>]);
      target[prng.pick(['fuzzExtra', 'orgId', 'role', 'isAdmin', '_id', 'userId'])] = prng.pick(ANY_TYPE_VALUES);
      return jsonBody(body);
    }
    case 'boundary':
      if (slot)
        setSlot(
          slot,
          prng.pick<unknown>([
            '',
            'x'.repeat(prng.pick([101, 201, 256, 1001, 10_001])),
            -1,
            0,
            2 ** 31,
            -(2 ** 31),
            0.0001,
            1e15,
            [],
            Array(1000).fill('x'),
          ]),
        );
      return jsonBody(body);
    case 'hostileString':
      if (slot) setSlot(slot, prng.pick(HOSTILE_STRINGS));
      return jsonBody(slot ? body : { text: prng.pick(HOSTILE_STRINGS) });
    case 'hostileNumber': {
      const number = prng.pick(HOSTILE_NUMBERS);
      if (slot) setSlot(slot, RAW_NUMBER);
      const wire = jsonBody(slot ? body : { limit: RAW_NUMBER });
      return {
        ...wire,
        bytes: Buffer.from(wire.bytes.toString().replace(RAW_NUMBER, number)),
        excerpt: wire.excerpt.replace(`"${RAW_NUMBER}"`, number),
      };
    }
    case 'prototypeKey': {
      const key = prng.pick(['__proto__', 'constructor', 'prototype']);
      if (prng.chance(0.5) && slot) {
        setSlot(slot, key);
        return jsonBody(body);
      }
      // As text: JSON.stringify would drop a `__proto__` set on an object.
      const text = JSON.stringify(body) ?? '{}';
      const inner = `"${key}":{"polluted":true,"role":"owner"}`;
      const withKey = text.startsWith('{') ? `{${inner}${text.length > 2 ? ',' : ''}${text.slice(1)}` : `{${inner}}`;
      return rawJson(withKey);
    }
    case 'deepNesting': {
      const depth = prng.pick([65, 100, 2_000, 20_000]);
      const nested = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
      if (slot) setSlot(slot, RAW_NUMBER);
      const wire = jsonBody(slot ? body : { value: RAW_NUMBER });
      return {
        ...wire,
        bytes: Buffer.from(wire.bytes.toString().replace(RAW_NUMBER, nested)),
        excerpt: `${wire.excerpt.replace(`"${RAW_NUMBER}"`, `[×${depth}]`)}`,
      };
    }
    case 'garbageId':
      if (slot) setSlot(slot, prng.pick([...garbageIds, 'not-an-id', '00000000-0000-0000-0000-000000000000', prng.uuid(), 12345]));
      return jsonBody(body);
    case 'wrongContentType': {
      const text = JSON.stringify(body) ?? '{}';
      return prng.pick([
        rawJson(text, 'text/plain'),
        rawJson('a=1&b[c]=2&__proto__[x]=1', 'application/x-www-form-urlencoded'),
        rawJson(text, 'application/xml'),
        { ...rawJson(text, 'application/json; charset=utf-16'), excerpt: `utf-16 ${text.slice(0, 100)}` },
        {
          contentType: 'application/json',
          headers: { 'Content-Encoding': 'gzip' },
          bytes: Buffer.from('not gzip at all'),
          excerpt: 'gzip header, plain bytes',
        },
        {
          contentType: 'application/json',
          headers: { 'Content-Encoding': 'br' },
          bytes: Buffer.from(text),
          excerpt: 'br header, plain bytes',
        },
        rawJson(text, 'multipart/form-data'),
      ]);
    }
    case 'malformedJson': {
      const text = JSON.stringify(body) ?? '{}';
      return rawJson(
        prng.pick([
          text.slice(0, Math.max(1, text.length - 1)),
          `${text}}`,
          "{'a':1}",
          '{"a":1,}',
          '\u0000',
          '{"a":"\\u0000"}',
          '{"a":"\\ud800"}',
          'NaN',
          '{"a":01}',
        ]),
      );
    }
    case 'topLevel':
      return rawJson(prng.pick(['null', '"text"', '123', '[]', '[{}]', 'true', '']));
    case 'multipart':
      return multipart(typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, prng);
    case 'oversize':
      return rawJson(`{"text":"${'x'.repeat(prng.pick([1_100_000, 3_000_000]))}"}`);
  }
}

/** Like encodeURIComponent, but a lone surrogate goes out as the three bytes a careless client would send (`%ED%A0%BD`). */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** `?a=1&b=2` from a query object; arrays repeat their key. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      parts.push(`${encodeLoosely(key)}=${encodeLoosely(text ?? '')}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export const QUERY_MUTATIONS = {
  valid: 50,
  hostileValue: 12,
  rawEncoding: 6,
  extraParam: 8,
  repeated: 6,
  hostileNumber: 6,
  prototypeKey: 4,
  dropped: 8,
} as const;
export type QueryMutation = keyof typeof QUERY_MUTATIONS;

/** The query string for a request: the valid-ish `query` with one mutation. */
export function mutateQuery(query: Record<string, unknown>, mutation: QueryMutation, prng: Prng): string {
  const q = { ...query };
  const keys = Object.keys(q);
  const key = keys.length > 0 ? prng.pick(keys) : prng.pick(['search', 'page', 'limit', 'sortBy', 'q']);
  switch (mutation) {
    case 'valid':
      return queryString(q);
    case 'hostileValue':
      q[key] = prng.pick(HOSTILE_STRINGS.filter((s) => s.length < 1000));
      return queryString(q);
    case 'rawEncoding': {
      const rest = queryString(q);
      const raw = `${encodeLoosely(key)}=${prng.pick(['%00', '%E0%A4%A', '%zz', '%', '%ED%A0%80', '%C0%AF', '%FF%FE', '%u0000', 'a%00b'])}`;
      return rest ? `${rest}&${raw}` : `?${raw}`;
    }
    case 'extraParam':
      q[prng.pick(['fuzz', 'orgId', 'admin', 'filter[role]', 'a[b][c]'])] = 'x';
      return queryString(q);
    case 'repeated':
      q[key] = [q[key] ?? 'a', prng.pick(['b', '1', ''])];
      return queryString(q);
    case 'hostileNumber':
      q[key] = prng.pick([...HOSTILE_NUMBERS, 'Infinity', 'NaN', '0x10', '1_000', ' 1 ', '-0']);
      return queryString(q);
    case 'prototypeKey':
      q[prng.pick(['__proto__', 'constructor', 'prototype', '__proto__[x]', 'constructor[prototype]'])] = prng.pick([
        '1',
        'x',
        'constructor',
      ]);
      return queryString(q);
    case 'dropped':
      delete q[key];
      return queryString(q);
  }
}

/** A path parameter an attacker sends, already as it goes in the URL. */
export function hostileParam(prng: Prng): string {
  return prng.pick([
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%ED%A0%80',
    '%zz',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    encodeURIComponent("' OR 1=1 --"),
    'x'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    prng.uuid(),
    prng.uuid().toUpperCase(),
    '-1',
    '0',
    '1e309',
    'constructor',
    '__proto__',
    'null',
    'undefined',
    encodeURIComponent('😀'),
    '%F0%9F',
  ]);
}
