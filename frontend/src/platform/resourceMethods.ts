import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';

/**
 * What one Resource answers of react-admin's standard calls, in the words of its API. The data
 * provider dispatches by resource name and fills in the rest on ra-data-simple-rest's conventions
 * (`deleteMany` as one delete per id where the API has no bulk delete); a call a resource does not
 * answer is refused with an error naming it.
 */
export interface ResourceMethods<R extends RaRecord = RaRecord> {
  /**
   * Without it, the list is read through `ra-data-simple-rest` from the resource's list call of
   * react-admin's protocol, `GET /customer/resources/<resource>` (contracts/platform/resourceLists).
   */
  getList?(params: GetListParams): Promise<GetListResult<R>>;
  getOne?(id: Identifier, signal?: AbortSignal): Promise<R>;
  create?(data: Partial<R>): Promise<R>;
  delete?(id: Identifier, previous?: R): Promise<void>;
  /** Where the API deletes many at once, or needs more than the ids (a list is deleted by name). */
  deleteMany?(ids: Identifier[]): Promise<void>;
}
