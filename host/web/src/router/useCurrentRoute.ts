import { useMatches, type Params } from 'react-router';
import { isObjectId } from './courseId.ts';

export interface CurrentRoute {
  /** The route-table name of the deepest match ("unmatched" for the catch-all). */
  name: string;
  params: Params;
  /** The course the current route is about, if any. */
  courseId: string | undefined;
}

export function useCurrentRoute(): CurrentRoute {
  const match = useMatches().at(-1);
  const params = match?.params ?? {};
  return { name: match?.id ?? '', params, courseId: isObjectId(params.courseId) ? params.courseId : undefined };
}
