/** One page of an API that pages by itself: its items and how many there are in all. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/**
 * A react-admin page (`page`, `perPage`) read from an API whose pages hold at most `maxLimit`
 * items: one call when the page fits, otherwise consecutive API pages of `maxLimit` (react-admin's
 * export asks for 1,000 records at once) until the page is full or the API has no more.
 */
export async function readPage<T>(
  page: number,
  perPage: number,
  maxLimit: number,
  fetchPage: (apiPage: number, limit: number) => Promise<ApiPage<T>>,
): Promise<ApiPage<T>> {
  if (perPage <= maxLimit) return fetchPage(page, perPage);
  const offset = (page - 1) * perPage;
  const items: T[] = [];
  let apiPage = Math.floor(offset / maxLimit) + 1;
  let skip = offset % maxLimit;
  let total = 0;
  for (;;) {
    const answer = await fetchPage(apiPage, maxLimit);
    total = answer.total;
    items.push(...answer.items.slice(skip));
    skip = 0;
    if (items.length >= perPage || answer.items.length < maxLimit || apiPage * maxLimit >= total) break;
    apiPage += 1;
  }
  return { items: items.slice(0, perPage), total };
}
