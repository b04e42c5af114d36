import { ROUTE_TABLE } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { resolveRoute } from './resolveRoute.ts';
import { routedScreen, type RoutedScreen } from './routedScreen.ts';
import { SHELL_SCREENS } from './shellScreens.ts';

export interface Screens {
  screenFor(routeName: string): RoutedScreen | undefined;
  hasScreen(routeName: string): boolean;
  /** Whether an href leads somewhere: any external address, or an in-app path whose route has a screen. */
  linkWorks(href: string): boolean;
}

/** Which routes have a screen today: the shell's own, or an installed plugin's. */
export function useScreens(): Screens {
  const { registry } = useShell();
  const screenFor = (routeName: string) => routedScreen(SHELL_SCREENS, routeName) ?? registry.screen(routeName);
  const hasScreen = (routeName: string) => screenFor(routeName) !== undefined;
  return {
    screenFor,
    hasScreen,
    linkWorks: (href) => {
      if (!href.startsWith('/')) return true;
      const entry = resolveRoute(href, [...ROUTE_TABLE, ...registry.routes]);
      return entry !== undefined && hasScreen(entry.name);
    },
  };
}
