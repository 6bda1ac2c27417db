/** The buttons of the ConfirmDialog whose test id is `dialog`, for the browser tests. */
export function confirmButtonIds(dialog: string) {
  return { confirm: `${dialog}-confirm`, cancel: `${dialog}-cancel` } as const;
}
