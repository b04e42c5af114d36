import { Suspense } from 'react';
import type { RouteName, RouteParams } from '@lms/sdk/web';
import { useScreens } from '../../router/useScreens.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';

interface InstalledScreenProps<N extends RouteName> {
  /** The route name whose screen an installed plugin provides, e.g. 'lti_setup'. */
  routeName: N;
  params: RouteParams<N>;
}

/** Shows the screen installed for another route at this place, or the not-found screen when none is. */
export function InstalledScreen<N extends RouteName>({ routeName, params }: InstalledScreenProps<N>) {
  const { screenFor } = useScreens();
  const Screen = screenFor(routeName);
  if (!Screen) return <NotFoundScreen />;
  // Plugins' screens are React.lazy: each loads on first use.
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <Screen params={params} />
    </Suspense>
  );
}
