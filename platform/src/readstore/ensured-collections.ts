import { checkSpec, type CheckedSpec } from './collection-spec';
import type { CollectionSpec } from './port';

/**
 * What an adapter prepared for each spec, made once per store (and shared with the store's
 * transactions), so that after the first use an operation costs no schema round trip.
 */
export class EnsuredCollections<Prepared> {
  private readonly ready = new WeakMap<CollectionSpec, Promise<Prepared>>();

  /** @param prepare creates the collection if missing; runs again after a failure. */
  constructor(private readonly prepare: (checked: CheckedSpec) => Promise<Prepared>) {}

  get(spec: CollectionSpec): Promise<Prepared> {
    let ready = this.ready.get(spec);
    if (!ready) {
      ready = this.prepare(checkSpec(spec));
      ready.catch(() => this.ready.delete(spec));
      this.ready.set(spec, ready);
    }
    return ready;
  }

  /** Records what was prepared for a spec another way (a rebuild's staging table, made for bulk writes). */
  set(spec: CollectionSpec, prepared: Prepared): void {
    this.ready.set(spec, Promise.resolve(prepared));
  }

  /** Forgets a collection that was dropped or renamed away, so its next use prepares it again. */
  forget(spec: CollectionSpec): void {
    this.ready.delete(spec);
  }
}
