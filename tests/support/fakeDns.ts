import { createSocket, type RemoteInfo } from 'node:dgram';

/** What the fake DNS server knows of one name: its CNAME target, IPv4 addresses and/or TXT values. */
export interface FakeDnsRecord {
  cname?: string;
  a?: string[];
  txt?: string[];
}

const TYPE_A = 1;
const TYPE_CNAME = 5;
const TYPE_TXT = 16;

/** One TXT value as character-strings of at most 255 bytes each. */
function encodeTxt(value: string): Buffer {
  const bytes = Buffer.from(value);
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length || parts.length === 0; at += 255) {
    const part = bytes.subarray(at, at + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(parts);
}

const encodeName = (name: string): Buffer =>
  Buffer.concat([
    ...name
      .replace(/\.$/, '')
      .split('.')
      .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);

/** The question's name and type, and where the question ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at] !== 0) {
    const length = query[at]!;
    labels.push(query.subarray(at + 1, at + 1 + length).toString());
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

function answer(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/**
 * A DNS server on loopback (UDP) for tests: answers A, CNAME and TXT questions from `records`, which
 * a test may change at any time; every other name has no records.
 */
export async function startFakeDns(records = new Map<string, FakeDnsRecord>()) {
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    const { name, type, end } = readQuestion(query);
    const record = records.get(name);
    const answers =
      type === TYPE_CNAME && record?.cname
        ? [answer(TYPE_CNAME, encodeName(record.cname))]
        : type === TYPE_A
          ? (record?.a ?? []).map((ip) => answer(TYPE_A, Buffer.from(ip.split('.').map(Number))))
          : type === TYPE_TXT
            ? (record?.txt ?? []).map((value) => answer(TYPE_TXT, encodeTxt(value)))
            : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    /** For WHITELABEL_DNS_SERVER. */
    server: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
