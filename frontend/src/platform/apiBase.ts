/** Where the web app finds Scout's API (API.md), on the server that serves the app. */
export const API_BASE = '/api/v1';
