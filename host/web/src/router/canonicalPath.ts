/**
 * The address the router matches: double slashes collapsed, as the router does
 * for every link it makes. The spec's /{courseId}/{lessonId}//new/edit typed or
 * bookmarked becomes /{courseId}/{lessonId}/new/edit (a page id is never "new").
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

/** Rewrites the browser's address in place when it is not canonical, before the router first reads it. */
export function canonicaliseAddress(location: Location, history: History): void {
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) history.replaceState(history.state, '', canonical + location.search + location.hash);
}
