import { defineRoute, defineRoutes } from '../platform/routes';
import { homeResponseSchema } from './home';

export const dashboardRoutes = defineRoutes({
  home: defineRoute({
    method: 'get',
    path: '/customer/home',
    access: 'dashboard:read',
    tags: ['Dashboard'],
    summary: 'Counts, usage, profiles saved per day and recent activity',
    answer: homeResponseSchema,
  }),
});
