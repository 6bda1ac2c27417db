import { LinearProgress } from '@mui/material';
import { Suspense, type ComponentType, type JSX } from 'react';
import { NO_ANSWER_MESSAGE } from './connection/answerFailure';
import { ReadFailure } from './connection/ReadFailure';
import { retryingLazy } from './connection/retryingLazy';
import { connectionTestIds } from './connection/testIds';

/**
 * A screen (or a heavy part of one, a chart) whose code loads when first shown, in a chunk of its
 * own, with a progress bar meanwhile: only the shell is in the script every page loads. A chunk that
 * does not arrive shows the failure with Retry, and loads when the server is back (see retryingLazy).
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => JSX.Element {
  const screen = retryingLazy(load);
  return function LazyScreen(props: Props) {
    const { Screen, failed } = screen.use();
    if (failed) {
      return (
        <ReadFailure
          title="scout.connection.screenFailed"
          reason={NO_ANSWER_MESSAGE}
          onRetry={screen.retry}
          testId={connectionTestIds.screenFailure}
          sx={{ mt: 2 }}
        />
      );
    }
    return (
      <Suspense fallback={<LinearProgress />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
