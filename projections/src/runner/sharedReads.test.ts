import { describe, expect, it } from '@jest/globals';
import type { EventStore, FilteredRead, RecordedEvent } from '@scout/platform/eventstore/port';
import { SharedReads } from './sharedReads';

const event = (position: string, type: string): RecordedEvent => ({
  id: position,
  type,
  data: {},
  metadata: { orgId: null, actor: { userId: null, role: null, via: 'system' }, correlationId: '', causationId: null, occurredAt: '' },
  streamId: `s-${position}`,
  revision: 0,
  position,
  recordedAt: new Date(0),
});

/** A store holding `events` with visible head `head`, recording every filtered read. */
function storeOf(events: RecordedEvent[], head: string) {
  const reads: Array<{ after: string | null; limit: number; types?: readonly string[] }> = [];
  const store = {
    async readFiltered(options: { after: string | null; limit: number; types?: readonly string[] }): Promise<FilteredRead> {
      reads.push(options);
      const page = events
        .filter((e) => (options.after === null || e.position > options.after) && (!options.types || options.types.includes(e.type)))
        .slice(0, options.limit);
      return { events: page, through: page.length === options.limit ? page.at(-1)!.position : head };
    },
  } as unknown as EventStore;
  return { store, reads };
}

describe('reads shared by the projections one append woke', () => {
  const events = [event('01', 'A'), event('02', 'B'), event('03', 'A'), event('04', 'C'), event('05', 'B')];

  it('Given live reads in one turn, then one read serves each with its own types after its own checkpoint', async () => {
    const { store, reads } = storeOf(events, '05');
    const shared = new SharedReads(store, 10);
    const [a, b, c] = await Promise.all([
      shared.read('01', new Set(['A']), true),
      shared.read('02', new Set(['B']), true),
      shared.read(null, new Set(['C']), true),
    ]);
    expect(reads).toEqual([{ after: null, limit: 10, types: ['A', 'B', 'C'] }]);
    expect(a).toEqual({ events: [events[2]], through: '05', full: false });
    expect(b).toEqual({ events: [events[4]], through: '05', full: false });
    expect(c).toEqual({ events: [events[3]], through: '05', full: false });
  });

  it('Given a shared page that came back full, then each reads again on its own; a projection catching up always does', async () => {
    const { store, reads } = storeOf(events, '05');
    const shared = new SharedReads(store, 2);
    const [a, b] = await Promise.all([shared.read('03', new Set(['B']), true), shared.read(null, new Set(['A']), true)]);
    expect(a).toEqual({ events: [events[4]], through: '05', full: false });
    expect(b).toEqual({ events: [events[0], events[2]], through: '03', full: true });
    expect(reads.slice(1)).toEqual(
      expect.arrayContaining([
        { after: '03', limit: 2, types: ['B'] },
        { after: null, limit: 2, types: ['A'] },
      ]),
    );

    reads.length = 0;
    await Promise.all([shared.read('03', new Set(['B']), false), shared.read('03', new Set(['C']), false)]);
    expect(reads).toHaveLength(2);
  });
});
