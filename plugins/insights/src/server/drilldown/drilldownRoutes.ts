import { coreServices, createServiceRef, defineRoute, defineService, LmsError } from '@lms/sdk';
import { getDrilldownContent, getDrilldownTime, getDrilldownUser, MAX_DAYS_SINCE, postDrilldownObjectives, postDrilldownSearch } from '../../calls/drilldownCalls.ts';
import { classFactsRef } from '../facts/classFactsService.ts';
import { DrilldownReader } from './DrilldownReader.ts';
import { ownOrProfessor } from './drilldownRights.ts';

export const drilldownReaderRef = createServiceRef<DrilldownReader>('insights.drilldown-reader');

export const drilldownReaderService = defineService({
  ref: drilldownReaderRef,
  deps: { facts: classFactsRef, records: coreServices.gradebookRecords, tracking: coreServices.tracking, courses: coreServices.courses, clock: coreServices.clock },
  factory: ({ facts, records, tracking, courses, clock }) => new DrilldownReader(facts, records, tracking, courses, clock),
});

const deps = { reader: drilldownReaderRef };

function daysSince(value: string): number {
  const days = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= MAX_DAYS_SINCE)) {
    const message = `daysSince must be a whole number from 1 to ${MAX_DAYS_SINCE}.`;
    throw new LmsError('validation-failed', message, { fields: [{ field: 'daysSince', message }] });
  }
  return days;
}

/** Part 3 §7 "Drilldown"; rights of part 3 §6 (drilldownRights.ts). */
export const drilldownRoutes = [
  defineRoute(getDrilldownUser, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, deps }) => {
      ownOrProfessor(access, user, params.studentId);
      return deps.reader.user(params.courseId, params.studentId);
    },
  }),
  defineRoute(getDrilldownTime, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, deps }) => {
      ownOrProfessor(access, user, params.studentId);
      return deps.reader.time(params.courseId, params.studentId, daysSince(params.daysSince));
    },
  }),
  defineRoute(getDrilldownContent, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, deps }) => {
      ownOrProfessor(access, user, params.studentId);
      return deps.reader.content(params.courseId, params.studentId);
    },
  }),
  defineRoute(postDrilldownObjectives, {
    permission: 'course:view',
    deps,
    handler: ({ params, body, user, access, deps }) => {
      ownOrProfessor(access, user, params.studentId);
      return deps.reader.objectives(params.courseId, params.studentId, body.pages, body.sessions ?? null);
    },
  }),
  defineRoute(postDrilldownSearch, {
    permission: 'course:professor',
    deps,
    handler: ({ params, body, deps }) => deps.reader.search(params.courseId, body),
  }),
];
