import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { rememberRedirect } from '../../session/redirectCookie.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';

/**
 * Part 1 §2 /routing/{route}: stores the redirect cookie (this path), then
 * mounts the element a plugin maps to the route (only group_set_up is mapped,
 * to the payments plugin's auto-bundler). The route is public: the element's
 * own `GET routing/{name}` answers a visitor not-logged, and the global rule
 * takes them to log in, the cookie bringing them back here.
 */
export function RoutingScreen({ params }: ScreenProps<'routing'>) {
  const { registry } = useShell();
  const { pathname, search } = useLocation();
  const Element = registry.routingElement(params.route);
  useEffect(() => {
    if (Element) rememberRedirect(pathname + search);
  }, [Element, pathname, search]);
  if (!Element) return <NotFoundScreen />;
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <Element />
    </Suspense>
  );
}
