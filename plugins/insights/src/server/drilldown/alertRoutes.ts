import { coreServices, createServiceRef, defineRoute, defineService, LmsError } from '@lms/sdk';
import { isId } from '@lms/sdk/calls';
import { getAlerts, getStudentAlerts } from '../../calls/alertCalls.ts';
import { classFactsRef } from '../facts/classFactsService.ts';
import { AlertFinder } from './AlertFinder.ts';
import { ownOrProfessor } from './drilldownRights.ts';

export const alertFinderRef = createServiceRef<AlertFinder>('insights.alert-finder');

export const alertFinderService = defineService({
  ref: alertFinderRef,
  deps: { facts: classFactsRef, tracking: coreServices.tracking, clock: coreServices.clock },
  factory: ({ facts, tracking, clock }) => new AlertFinder(facts, tracking, clock),
});

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** {openDate}: 'YYYY-MM-DD'; {place}: 'course' or a lesson id. */
function alertScope(openDate: string, place: string) {
  const notBefore = DAY_PATTERN.test(openDate) ? new Date(`${openDate}T00:00:00Z`) : null;
  if (!notBefore || Number.isNaN(notBefore.getTime())) throw new LmsError('validation-failed', 'The open date must be a date YYYY-MM-DD.', { fields: [{ field: 'openDate', message: 'The open date must be a date YYYY-MM-DD.' }] });
  if (place !== 'course' && !isId(place)) throw new LmsError('validation-failed', "The place must be 'course' or a lesson id.", { fields: [{ field: 'place', message: "The place must be 'course' or a lesson id." }] });
  return { notBefore, lessonId: place === 'course' ? null : place };
}

export const alertRoutes = [
  defineRoute(getAlerts, {
    permission: 'course:professor',
    deps: { finder: alertFinderRef },
    handler: ({ params, deps }) => deps.finder.classAlerts(params.courseId, alertScope(params.openDate, params.place)),
  }),
  defineRoute(getStudentAlerts, {
    permission: 'course:view',
    deps: { finder: alertFinderRef },
    handler: ({ params, user, access, deps }) => {
      ownOrProfessor(access, user, params.studentId);
      return deps.finder.studentAlerts(params.courseId, params.studentId);
    },
  }),
];
