/** The routes of the discovery screens (kept apart so the main bundle imports no screen code). */
export const DISCOVER_ROUTE = '/discover';
export const PROFILE_BANK_ROUTE = '/profile-bank';
