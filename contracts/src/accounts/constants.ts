export const JOB_ROLES = ['Content Creator', 'Digital Marketer', 'Founder', 'Digital Agency', 'Others'] as const;
export const ROLES = ['owner', 'admin', 'member', 'guest'] as const;
/** Session tokens live 7 days (spec: user session cookie 604800 s). */
export const SESSION_TTL_SECONDS = 604_800;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
