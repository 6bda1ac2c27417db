export const JOB_ROLES = ['Content Creator', 'Digital Marketer', 'Founder', 'Digital Agency', 'Others'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;

export interface OrgInfo {
  _id: string;
  name: string;
  package?: string;
  jobRole?: string;
}

export interface User {
  _id: string;
  email: string;
  fullName: string;
  role: string;
  accessBlocked: boolean;
  orgInfo: OrgInfo;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails extends Credentials {
  fullName: string;
  orgName?: string;
  jobRole?: JobRole;
  newsletter?: boolean;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface MeResponse {
  user: User;
}
