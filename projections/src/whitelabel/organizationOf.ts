/** White-label events live on `organization-<orgId>`: the stream names the organisation. */
export const organizationOf = (event: { streamId: string }): string => event.streamId.replace(/^organization-/, '');
