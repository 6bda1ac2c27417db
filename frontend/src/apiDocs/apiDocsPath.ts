/** The public page describing the API for API-key clients. */
export const API_DOCS_ROUTE = '/api-docs';
