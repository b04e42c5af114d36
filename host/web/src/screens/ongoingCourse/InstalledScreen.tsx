import { Suspense } from 'react';
import { useScreens } from '../../router/useScreens.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';

interface InstalledScreenProps {
  /** The route name whose screen an installed plugin provides, e.g. 'lti_setup'. */
  routeName: string;
  params: Readonly<Record<string, string>>;
}

/** Shows the screen installed for another route at this place, or the not-found screen when none is. */
export function InstalledScreen({ routeName, params }: InstalledScreenProps) {
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
