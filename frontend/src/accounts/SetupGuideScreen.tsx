import { Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useNotifyError } from '../platform/useNotifyError';
import { SETUP_STEPS, setupVideoLinks } from './setupGuide';
import { setupTestIds } from './setupTestIds';
import { SurveyDialog } from './SurveyDialog';
import { tutorialVideos } from './tutorials';
import { ME_QUERY_KEY, useMe } from './useMe';

const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
const VIDEO_LINKS = setupVideoLinks(env?.VITE_SETUP_GUIDE_VIDEOS);

/** The tutorial video set beside the steps (spec section 9): a link list, nothing embedded. */
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
            <ListItem key={video.id} data-testid={setupTestIds.tutorial(video.id)} divider>
              <ListItemText
                primary={video.title}
                secondary={
                  video.url ? (
                    <Link href={video.url} target="_blank" rel="noopener noreferrer" data-testid={setupTestIds.tutorialLink(video.id)}>
                      {translate('scout.setup.watch')}
                    </Link>
                  ) : (
                    translate('scout.setup.videoSoon')
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** `/setup` (loaded on demand by {@link SetupGuidePage}): the 7 setup-guide videos and the tutorial set (links only, nothing embedded), and the survey. */
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
            {SETUP_STEPS.map((step, index) => {
              const link = VIDEO_LINKS[step];
              return (
                <ListItem key={step} data-testid={setupTestIds.step(step)} divider>
                  <ListItemText
                    primary={`${index + 1}. ${translate(`scout.setup.steps.${step}`)}`}
                    secondary={
                      link ? (
                        <Link href={link} target="_blank" rel="noopener noreferrer" data-testid={setupTestIds.video(step)}>
                          {translate('scout.setup.watch')}
                        </Link>
                      ) : (
                        translate('scout.setup.videoSoon')
                      )
                    }
                  />
                </ListItem>
              );
            })}
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
