export const setupTestIds = {
  page: 'setup-page',
  step: (step: string) => `setup-step-${step}`,
  video: (step: string) => `setup-video-${step}`,
  /** The button opening an entry's screen, by the entry's test id (`data-path`: where it goes). */
  open: (entryTestId: string) => `${entryTestId}-open`,
  tutorials: 'setup-tutorials',
  tutorial: (id: string) => `setup-tutorial-${id}`,
  tutorialLink: (id: string) => `setup-tutorial-link-${id}`,
  hideGuide: 'setup-hide-guide',
  openSurvey: 'setup-open-survey',
  survey: 'survey-dialog',
  surveyTeamSize: 'survey-team-size',
  surveyGoal: 'survey-goal',
  surveySubmit: 'survey-submit',
} as const;

export const userInfoTestIds = {
  fullName: 'account-info-full-name',
  phone: 'account-info-phone',
  jobRole: 'account-info-job-role',
  newsletter: 'account-info-newsletter',
  submit: 'account-info-submit',
} as const;
