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
 * to the payments plugin's auto-bundler). It needs a login (part 1 §2 does not
 * list it among the routes that need none): a visitor is sent to log in with
 * this path remembered; a session that ends here makes the element's
 * `GET routing/{name}` answer not-logged, and the global rule does the same.
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
