/**
 * A campaign's dates are in order: either is open, or the end is not before the start (ISO dates
 * compare as text). The request schemas, the campaign decider and the forms check this one rule;
 * this file needs no zod, so a form takes it without the schemas.
 */
export const campaignDatesInOrder = (v: { startDate?: string | undefined; endDate?: string | undefined }): boolean =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
