export const LIST_NAME_MAX = 100;
/** Profiles one `addListItem` call may add, and lists it may name. */
export const LIST_ITEMS_MAX = 500;
export const LIST_NAMES_MAX = 20;
/** `renameListItem`'s `listName`: which kind of list is renamed. Profile lists are the only kind so far. */
export const LIST_KINDS = ['profiles'] as const;

/** List names are unique per organisation and compared case-insensitively (spec section 4). */
export const listNameKey = (name: string): string => name.trim().toLowerCase();
