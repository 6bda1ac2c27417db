/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const apiDocsTestIds = {
  page: 'api-docs-page',
  loadFailed: 'api-docs-load-failed',
  group: (tag: string) => `api-docs-group-${tag}`,
  call: (operationId: string) => `api-docs-call-${operationId}`,
  roles: 'api-docs-roles',
  planFeature: 'api-docs-plan-feature',
  field: 'api-docs-field',
  answer: 'api-docs-answer',
  example: 'api-docs-example',
  developerLink: 'developer-api-docs-link',
} as const;
