export const JOB_ROLES = ['Content Creator', 'Digital Marketer', 'Founder', 'Digital Agency', 'Others'] as const;
export const ROLES = ['owner', 'admin', 'member', 'guest'] as const;
/** Session tokens live 7 days (spec: user session cookie 604800 s). */
export const SESSION_TTL_SECONDS = 604_800;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * How long a reserved email whose user stream is still empty counts as a sign-up or invitation in
 * progress; after it, another sign-up may declare it abandoned and take the address over. Far
 * longer than any sign-up takes.
 */
export const EMAIL_RESERVATION_GRACE_SECONDS = 120;
