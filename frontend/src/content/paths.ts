export const CONTENTS_ROUTE = '/contents';
export const CONTENT_ROUTE = '/content/:id';
/** The Stories screen, the `stories` Resource's list. */
export const STORIES_ROUTE = '/stories';

/** The content page of one item. */
export function contentPagePath(id: string): string {
  return `/content/${encodeURIComponent(id)}`;
}

/** The menu item's test id, here so the main bundle does not carry every test id of the content screens. */
export const CONTENT_MENU_TEST_ID = 'menu-contents';
export const STORIES_MENU_TEST_ID = 'menu-stories';
