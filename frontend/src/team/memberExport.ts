import { csvExporter } from '../platform/csvExporter';
import type { MemberRecord } from './membersResource';

/** The team's CSV: who, with which role and status, since when and their last sign-in. */
export const memberExporter = csvExporter<MemberRecord>('team', [
  { header: 'fullName', value: (member) => member.fullName },
  { header: 'email', value: (member) => member.email },
  { header: 'role', value: (member) => member.role },
  { header: 'status', value: (member) => member.status },
  { header: 'since', value: (member) => member.createdAt },
  { header: 'lastLoginAt', value: (member) => member.lastLoginAt },
]);
