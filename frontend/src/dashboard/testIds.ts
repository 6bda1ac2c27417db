/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const dashboardTestIds = {
  page: 'dashboard-page',
  welcome: 'dashboard-welcome',
  /** One card per count: `dashboard-count-profiles`, `-contents`, `-campaigns`, `-lists`. */
  count: (name: string) => `dashboard-count-${name}`,
  usage: 'dashboard-usage',
  chart: 'dashboard-profiles-chart',
  activityList: 'dashboard-activity',
  activityItem: 'dashboard-activity-item',
  activityEmpty: 'dashboard-activity-empty',
  loadFailed: 'dashboard-load-failed',
  checklist: 'dashboard-checklist',
  checklistProgress: 'dashboard-checklist-progress',
  checklistDismiss: 'dashboard-checklist-dismiss',
  /** One row per step, `dashboard-checklist-step-saveProfile`, with `data-done`. */
  checklistStep: (step: string) => `dashboard-checklist-step-${step}`,
} as const;
