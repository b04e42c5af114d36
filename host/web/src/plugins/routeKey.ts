/** Two paths that match the same addresses: parameters are anonymous, a trailing slash does not count. */
export function routePathKey(path: string): string {
  return path.replace(/\/$/, '').replace(/:[A-Za-z0-9]+/g, ':');
}

/** The parameter names of a route path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9]+)/g)].map((match) => match[1] ?? '');
}

const PATH_SEGMENT = /^(:[A-Za-z][A-Za-z0-9]*|[A-Za-z0-9_.~-]+)$/;

/** An absolute route path without empty segments, e.g. "/:courseId/my-notes". */
export function isRoutePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && path.length > 1 && path.slice(1).split('/').every((segment) => PATH_SEGMENT.test(segment));
}
