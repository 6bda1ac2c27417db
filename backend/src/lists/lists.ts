import { legacyListSlug, listNameKey, uniqueListSlug, type ListEvent } from '@scout/contracts/lists';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

/** A profile to add, with when it was saved: an entry older than the save (profile removed and saved again) does not count. */
export interface ProfileToAdd {
  profileId: string;
  savedAt: string;
}

export type ListsCommand =
  | { type: 'AddProfiles'; profiles: ProfileToAdd[]; listNames: string[]; newListIds: string[]; now: string }
  | { type: 'RemoveProfile'; listName: string; profileId: string; now: string }
  | { type: 'DeleteList'; listName: string; now: string }
  | { type: 'RenameList'; oldName: string; newName: string; now: string }
  | { type: 'ShareList'; listName: string; shareId: string; now: string }
  | { type: 'DisableShare'; listName: string; now: string }
  | { type: 'RequestEnrich'; listName: string; requestId: string; profileCount: number; now: string };

export interface ListState {
  listId: string;
  name: string;
  slug: string;
  /** profile id → when it was added */
  members: ReadonlyMap<string, string>;
  shareId: string | null;
}

/** The organisation's lists by lower-case name. */
export type ListsState = ReadonlyMap<string, ListState>;

function findList(state: ListsState, name: string): ListState {
  const list = state.get(listNameKey(name));
  if (!list) throw new NotFoundError(`List "${name.trim()}" not found`);
  return list;
}

function byId(state: ListsState, listId: string): [string, ListState] | undefined {
  for (const entry of state) if (entry[1].listId === listId) return entry;
  return undefined;
}

function updated(state: ListsState, listId: string, change: (list: ListState) => ListState | null): ListsState {
  const entry = byId(state, listId);
  if (!entry) return state;
  const next = new Map(state);
  next.delete(entry[0]);
  const list = change(entry[1]);
  if (list) next.set(listNameKey(list.name), list);
  return next;
}

function addProfiles(command: Extract<ListsCommand, { type: 'AddProfiles' }>, state: ListsState): ListEvent[] {
  const events: ListEvent[] = [];
  const seen = new Set<string>();
  const slugs = new Set([...state.values()].map((list) => list.slug));
  let created = 0;
  for (const rawName of command.listNames) {
    const key = listNameKey(rawName);
    if (seen.has(key)) continue;
    seen.add(key);
    let list = state.get(key);
    if (!list) {
      const listId = command.newListIds[created++];
      if (!listId) throw new Error('AddProfiles needs one new list id per list name');
      const slug = uniqueListSlug(rawName, slugs);
      slugs.add(slug);
      events.push({ type: 'ListCreated', data: { listId, name: rawName.trim(), slug, createdAt: command.now } });
      list = { listId, name: rawName.trim(), slug, members: new Map(), shareId: null };
    }
    const members = list.members;
    const missing = [
      ...new Set(
        command.profiles
          .filter((p) => {
            const addedAt = members.get(p.profileId);
            return addedAt === undefined || addedAt < p.savedAt;
          })
          .map((p) => p.profileId),
      ),
    ];
    if (missing.length > 0)
      events.push({ type: 'ListProfilesAdded', data: { listId: list.listId, profileIds: missing, addedAt: command.now } });
  }
  return events;
}

/**
 * All lists of one organisation on one stream (`lists-<orgId>`), so names stay unique per
 * organisation (case-insensitively) under concurrency, and so do slugs: a new list takes its
 * name's slug, or the first free `-2`, `-3` …; a rename keeps it, so links and API filters by slug
 * keep working.
 */
export const listsDecider: Decider<ListsCommand, ListsState, ListEvent> = {
  initialState: () => new Map(),

  decide(command, state) {
    switch (command.type) {
      case 'AddProfiles':
        return addProfiles(command, state);
      case 'RemoveProfile': {
        const list = findList(state, command.listName);
        if (!list.members.has(command.profileId)) throw new NotFoundError(`The profile is not in the list "${list.name}"`);
        return [{ type: 'ListProfileRemoved', data: { listId: list.listId, profileId: command.profileId, removedAt: command.now } }];
      }
      case 'DeleteList': {
        const list = findList(state, command.listName);
        return [
          ...(list.shareId
            ? [{ type: 'ListShareDisabled' as const, data: { listId: list.listId, shareId: list.shareId, disabledAt: command.now } }]
            : []),
          { type: 'ListDeleted', data: { listId: list.listId, deletedAt: command.now } },
        ];
      }
      case 'RenameList': {
        const list = findList(state, command.oldName);
        const newName = command.newName.trim();
        if (list.name === newName) return [];
        const other = state.get(listNameKey(newName));
        if (other && other.listId !== list.listId) throw new ConflictError(`A list named "${other.name}" already exists`);
        return [{ type: 'ListRenamed', data: { listId: list.listId, name: newName, renamedAt: command.now } }];
      }
      case 'ShareList': {
        const list = findList(state, command.listName);
        if (list.shareId) return [];
        return [{ type: 'ListShared', data: { listId: list.listId, shareId: command.shareId, sharedAt: command.now } }];
      }
      case 'DisableShare': {
        const list = findList(state, command.listName);
        if (!list.shareId) return [];
        return [{ type: 'ListShareDisabled', data: { listId: list.listId, shareId: list.shareId, disabledAt: command.now } }];
      }
      case 'RequestEnrich': {
        const list = findList(state, command.listName);
        if (command.profileCount === 0) throw new ConflictError(`List "${list.name}" has no profiles to enrich`);
        return [
          {
            type: 'ListEnrichRequested',
            data: { listId: list.listId, requestId: command.requestId, profileCount: command.profileCount, requestedAt: command.now },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ListCreated': {
        const next = new Map(state);
        const slug = event.data.slug ?? legacyListSlug(event.data.name, event.data.listId);
        next.set(listNameKey(event.data.name), {
          listId: event.data.listId,
          name: event.data.name,
          slug,
          members: new Map(),
          shareId: null,
        });
        return next;
      }
      case 'ListProfilesAdded':
        return updated(state, event.data.listId, (list) => {
          const members = new Map(list.members);
          for (const id of event.data.profileIds) members.set(id, event.data.addedAt);
          return { ...list, members };
        });
      case 'ListProfileRemoved':
        return updated(state, event.data.listId, (list) => {
          const members = new Map(list.members);
          members.delete(event.data.profileId);
          return { ...list, members };
        });
      case 'ListRenamed':
        return updated(state, event.data.listId, (list) => ({ ...list, name: event.data.name }));
      case 'ListDeleted':
        return updated(state, event.data.listId, () => null);
      case 'ListShared':
        return updated(state, event.data.listId, (list) => ({ ...list, shareId: event.data.shareId }));
      case 'ListShareDisabled':
        return updated(state, event.data.listId, (list) => ({ ...list, shareId: null }));
      default:
        return state;
    }
  },
};
