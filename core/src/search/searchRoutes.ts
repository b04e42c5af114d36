import { defineRoute } from '@lms/contract/route.ts';
import { searchCourse } from '@lms/contract/calls/searchCalls.ts';
import { viewAs } from '../content/viewAs.ts';
import { themeRefs } from '../theme/themeServices.ts';
import { searchRefs } from './searchServices.ts';

/** `GET search/{courseId}?q=`: readers of the course (holds apply as for its content); the length rule by the host's search mode. */
export const searchRoutes = [
  defineRoute(searchCourse, {
    permission: 'course:view',
    deps: { search: searchRefs.courseSearch, labelBundles: themeRefs.labelBundles },
    async handler({ params, query, access, host, deps }) {
      const { bundle } = await deps.labelBundles.forHost(host);
      return deps.search.search(params.courseId, query.q, bundle.search, viewAs(access, query));
    },
  }),
];
