import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A shell screen loaded on first use, so each screen is its own chunk and the
 * entry chunk holds only the frame. RouteScreen's Suspense shows LoadingState
 * meanwhile. Make one per screen module and reuse it for every route it serves:
 * two lazy wrappers of one screen would suspend again when the route switches.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
