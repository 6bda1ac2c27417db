/** The request header API clients send their key in (the docs page and the Developer page name it). */
export const API_KEY_HEADER = 'X-Api-Key';
