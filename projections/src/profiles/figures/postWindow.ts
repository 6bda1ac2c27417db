import type { ContentType } from '@scout/contracts/content';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS, HEATMAP_HOURS, HEATMAP_WEEKDAYS } from '@scout/contracts/profiles';
import { viennaSlot } from '../analytics/heatmap';

/**
 * One recorded post: when it was published, its heatmap cell, its latest counts (null: not given),
 * when they were observed and its content type (absent in documents stored before it was kept).
 */
export type PostRow = [
  publishedAt: string,
  cell: number,
  likes: number | null,
  comments: number | null,
  views: number | null,
  countsAt: string | null,
  type?: ContentType | null,
];

export interface WindowSums {
  likes: number;
  likesPosts: number;
  comments: number;
  commentsPosts: number;
  views: number;
  viewsPosts: number;
}

/**
 * Every post recorded of a creator and running aggregates over its window: the newest
 * FIGURE_WINDOW_POSTS posts published at most FIGURE_WINDOW_DAYS days before the newest one.
 * `order` holds the ids newest first; `order[0, inWindow)` is the window. A change of counts moves
 * the sums by the post's difference; a post recorded or removed moves the window's boundary, and
 * the sums change by the posts that crossed it.
 */
export interface PostWindow {
  posts: Record<string, PostRow>;
  order: string[];
  inWindow: number;
  sums: WindowSums;
  /** Posts of the window in each heatmap cell: index hour × 7 + weekday (Monday 0). */
  cells: number[];
}

const CELLS = HEATMAP_HOURS * HEATMAP_WEEKDAYS.length;
/**
 * Posts kept beyond the window, so that removing posts of the window lets older ones back in;
 * past this the oldest is forgotten (it can be outside the window only).
 */
export const POSTS_KEPT = 2 * FIGURE_WINDOW_POSTS;
const DAY_MS = 86_400_000;

export const emptyPostWindow = (): PostWindow => ({
  posts: {},
  order: [],
  inWindow: 0,
  sums: { likes: 0, likesPosts: 0, comments: 0, commentsPosts: 0, views: 0, viewsPosts: 0 },
  cells: new Array<number>(CELLS).fill(0),
});

function cellOf(publishedAt: string): number {
  const { weekday, hour } = viennaSlot(publishedAt);
  return hour * HEATMAP_WEEKDAYS.length + weekday;
}

/** Where a post goes in `order`: newest first, the id breaking ties so the order never depends on arrival. */
function insertionIndex(window: PostWindow, id: string, publishedAt: string): number {
  const goesAfter = (other: string) => {
    const otherAt = window.posts[other]![0];
    return otherAt === publishedAt ? other < id : otherAt > publishedAt;
  };
  let low = 0;
  let high = window.order.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (goesAfter(window.order[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the newest posts are in the window. */
function windowSize(window: PostWindow): number {
  const newest = window.order[0];
  if (newest === undefined) return 0;
  const oldestAllowed = Date.parse(window.posts[newest]![0]) - FIGURE_WINDOW_DAYS * DAY_MS;
  const limit = Math.min(window.order.length, FIGURE_WINDOW_POSTS);
  let low = 0;
  let high = limit;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (Date.parse(window.posts[window.order[middle]!]![0]) >= oldestAllowed) low = middle + 1;
    else high = middle;
  }
  return low;
}

function count(window: PostWindow, row: PostRow, sign: 1 | -1): void {
  const [, cell, likes, comments, views] = row;
  const { sums } = window;
  window.cells[cell] = window.cells[cell]! + sign;
  if (likes !== null) {
    sums.likes += sign * likes;
    sums.likesPosts += sign;
  }
  if (comments !== null) {
    sums.comments += sign * comments;
    sums.commentsPosts += sign;
  }
  if (views !== null) {
    sums.views += sign * views;
    sums.viewsPosts += sign;
  }
}

/**
 * After one id was inserted at or removed from `at` (`shift` +1 or −1), counts the posts whose
 * membership changed: only those between the old and the new boundary can have.
 */
function moveBoundary(window: PostWindow, at: number, shift: 1 | -1, oldSize: number): void {
  const newSize = windowSize(window);
  const oldIndex = (i: number) => (shift === 1 ? (i < at ? i : i - 1) : i < at ? i : i + 1);
  const from = Math.max(0, Math.min(oldSize, newSize) - 1);
  const to = Math.min(window.order.length, Math.max(oldSize, newSize) + 1);
  for (let i = from; i < to; i++) {
    if (shift === 1 && i === at) continue;
    const was = oldIndex(i) < oldSize;
    const is = i < newSize;
    if (was !== is) count(window, window.posts[window.order[i]!]!, is ? 1 : -1);
  }
  window.inWindow = newSize;
}

const hasPost = (window: PostWindow, id: string): boolean => Object.hasOwn(window.posts, id);

/** A post recorded (without counts yet); a post recorded already stays as it is. */
export function addPost(window: PostWindow, id: string, publishedAt: string, type: ContentType | null = null): void {
  if (hasPost(window, id)) return;
  const oldSize = window.inWindow;
  const at = insertionIndex(window, id, publishedAt);
  window.posts[id] = [publishedAt, cellOf(publishedAt), null, null, null, null, type];
  window.order.splice(at, 0, id);
  moveBoundary(window, at, 1, oldSize);
  if (at < window.inWindow) count(window, window.posts[id]!, 1);
  if (window.order.length > POSTS_KEPT) delete window.posts[window.order.pop()!];
}

/** New counts of a recorded post; counts observed before the ones it shows are ignored. */
export function observePost(
  window: PostWindow,
  id: string,
  counts: { likes: number | null; comments: number | null; views: number | null },
  observedAt: string,
): boolean {
  const row = window.posts[id];
  if (!row || (row[5] !== null && observedAt < row[5])) return false;
  const inWindow = window.order.indexOf(id) < window.inWindow;
  if (inWindow) count(window, row, -1);
  const next: PostRow = [row[0], row[1], counts.likes, counts.comments, counts.views, observedAt, row[6] ?? null];
  window.posts[id] = next;
  if (inWindow) count(window, next, 1);
  return true;
}

/** A recorded post removed; answers whether there was one. */
export function removePost(window: PostWindow, id: string): boolean {
  const row = window.posts[id];
  if (!row) return false;
  const oldSize = window.inWindow;
  const at = window.order.indexOf(id);
  if (at < oldSize) count(window, row, -1);
  window.order.splice(at, 1);
  delete window.posts[id];
  moveBoundary(window, at, -1, oldSize);
  return true;
}
