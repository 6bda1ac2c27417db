import type { User } from './types';

/** The layout reminds users whose organisation's email is not verified yet (`orgInfo.verificationStatus`). */
export function isEmailUnverified(user: User | undefined): boolean {
  return user?.orgInfo.verificationStatus?.email === 'unverified';
}
