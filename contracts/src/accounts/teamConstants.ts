/** An invitation link works for 7 days. */
export const INVITATION_TTL_SECONDS = 604_800;

/** The roles an owner or admin can give: nobody is made owner through the team. */
export const MEMBER_ROLES = ['admin', 'member', 'guest'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
