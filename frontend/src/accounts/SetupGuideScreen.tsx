import { Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useNotifyError } from '../platform/useNotifyError';
import { GUIDE_SCREENS, SETUP_STEP_SCREENS, SETUP_STEPS, setupVideoLinks, type GuideScreen } from './setupGuide';
import { setupTestIds } from './setupTestIds';
import { SurveyDialog } from './SurveyDialog';
import { tutorialVideos } from './tutorials';
import { ME_QUERY_KEY, useMe } from './useMe';

const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
const VIDEO_LINKS = setupVideoLinks(env?.VITE_SETUP_GUIDE_VIDEOS);

/** One entry of the guide: what to do, the screen where it is done, and its video when one is configured. */
function GuideEntry({
  testId,
  title,
  text,
  screen,
  video,
  videoTestId,
}: {
  testId: string;
  title: string;
  text: string;
  screen: GuideScreen;
  video: string | null;
  videoTestId: string;
}) {
  const translate = useTranslate();
  const { path, name } = GUIDE_SCREENS[screen];
  return (
    <ListItem data-testid={testId} divider sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={title}
        secondary={
          <>
            {text}
            {video ? (
              <>
                {' '}
                <Link href={video} target="_blank" rel="noopener noreferrer" data-testid={videoTestId}>
                  {translate('scout.setup.watch')}
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <Button
        component={RouterLink}
        to={path}
        size="small"
        sx={{ flexShrink: 0, ml: 2, mt: 0.5 }}
        data-testid={setupTestIds.open(testId)}
        data-path={path}
      >
        {translate('scout.setup.open', { screen: translate(name, { smart_count: 2 }) })}
      </Button>
    </ListItem>
  );
}

/** The tutorial set beside the steps (spec section 9): each part of Scout, the screen it opens, and its video when configured. */
function Tutorials() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const videos = tutorialVideos(env?.VITE_TUTORIAL_VIDEOS_URL, locale);
  return (
    <Card data-testid={setupTestIds.tutorials}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.setup.tutorials.title')}
        </Typography>
        <Typography color="text.secondary">{translate('scout.setup.tutorials.intro')}</Typography>
        <List>
          {videos.map((video) => (
            <GuideEntry
              key={video.id}
              testId={setupTestIds.tutorial(video.id)}
              title={video.title}
              text={video.text}
              screen={video.screen}
              video={video.url}
              videoTestId={setupTestIds.tutorialLink(video.id)}
            />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** `/setup` (loaded on demand by {@link SetupGuidePage}): the 7 setup steps and the tutorial set, each opening its screen (videos as links when configured, nothing embedded), and the survey. */
export default function SetupGuideScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const { data: user } = useMe();
  const [surveyOpen, setSurveyOpen] = useState(false);
  const canManage = user?.role === 'owner' || user?.role === 'admin';

  const hideGuide = () =>
    dataProvider
      .setUserGuide(false)
      .then(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }))
      .catch(notifyError);

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }} data-testid={setupTestIds.page}>
      <Title title="scout.setup.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('scout.setup.title')}
          </Typography>
          <Typography color="text.secondary">{translate('scout.setup.intro')}</Typography>
          <List>
            {SETUP_STEPS.map((step, index) => (
              <GuideEntry
                key={step}
                testId={setupTestIds.step(step)}
                title={`${index + 1}. ${translate(`scout.setup.steps.${step}`)}`}
                text={translate(`scout.setup.stepTexts.${step}`)}
                screen={SETUP_STEP_SCREENS[step]}
                video={VIDEO_LINKS[step]}
                videoTestId={setupTestIds.video(step)}
              />
            ))}
          </List>
          {canManage && (
            <Stack direction="row" spacing={1}>
              {user?.orgInfo.surveyStatus !== 'completed' && (
                <Button variant="contained" onClick={() => setSurveyOpen(true)} data-testid={setupTestIds.openSurvey}>
                  {translate('scout.survey.open')}
                </Button>
              )}
              {user?.orgInfo.accountConfig.userGuide && (
                <Button onClick={hideGuide} data-testid={setupTestIds.hideGuide}>
                  {translate('scout.setup.hideGuide')}
                </Button>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      <Tutorials />
      <SurveyDialog open={surveyOpen} onClose={() => setSurveyOpen(false)} />
    </Stack>
  );
}
