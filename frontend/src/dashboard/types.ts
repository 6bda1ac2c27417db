export type { HomeResponse } from '@scout/contracts/dashboard/home';
export type { ActivityKey, RecentActivity } from '@scout/contracts/dashboard/activity';
