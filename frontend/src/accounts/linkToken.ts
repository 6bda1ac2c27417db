/** The `token` of an emailed link (`/reset-password?token=…`, `/verify-email?token=…`), if it has one. */
export function linkToken(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : undefined;
}
