import type { CourseAccess, DepsMap, RouteRequest, SessionUser } from '@lms/sdk';

/** Who makes a projects call (the route's permission guarantees a user and their course access). */
export interface Caller {
  user: SessionUser;
  access: CourseAccess;
}

export function routeCaller(request: RouteRequest<unknown, unknown, DepsMap>): Caller {
  return { user: request.user!, access: request.access! };
}
