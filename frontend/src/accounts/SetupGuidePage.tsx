import { lazy, Suspense } from 'react';

/** The setup guide with its tutorial set, loaded when first opened (it is not needed on any other page). */
const SetupGuideScreen = lazy(() => import('./SetupGuideScreen'));

/** `/setup`: see {@link SetupGuideScreen}. */
export function SetupGuidePage() {
  return (
    <Suspense fallback={null}>
      <SetupGuideScreen />
    </Suspense>
  );
}
