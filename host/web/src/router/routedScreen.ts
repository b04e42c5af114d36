import type { ComponentType } from 'react';
import type { ScreenMap, WebPluginManifest } from '@lms/sdk/web';

/** A screen as the router renders it: with the parameters react-router matched for its route. */
export type RoutedScreen = ComponentType<{ params: Readonly<Record<string, string | undefined>> }>;

/**
 * The screen registered for a route name known only at run time (a matched
 * route's id). The map is typed so each screen takes its own route's params; the
 * router renders it only for that route, whose path gives all of them, so the
 * looser props type is safe here and nowhere else.
 */
export function routedScreen(screens: ScreenMap | NonNullable<WebPluginManifest['screens']>, routeName: string): RoutedScreen | undefined {
  return (screens as Readonly<Record<string, RoutedScreen | undefined>>)[routeName];
}
