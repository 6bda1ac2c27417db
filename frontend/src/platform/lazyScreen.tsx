import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A screen (or a heavy part of one, a chart) whose code loads when first shown, in a chunk of its
 * own, with a progress bar meanwhile: only the shell is in the script every page loads.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): (props: Props) => JSX.Element {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<LinearProgress />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
