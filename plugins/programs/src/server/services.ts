import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ProgramService } from './ProgramService.ts';
import { ProgramStore } from './ProgramStore.ts';
import { ProgramViews } from './ProgramViews.ts';
import { SectionService } from './SectionService.ts';
import { syncServiceRef } from './sync/syncServices.ts';

export const programServiceRef = createServiceRef<ProgramService>('programs.programs');
export const sectionServiceRef = createServiceRef<SectionService>('programs.sections');

export const PROGRAM_SERVICES = [
  defineService({
    ref: programServiceRef,
    deps: { db: coreServices.database, courses: coreServices.courses, people: coreServices.people, permissions: coreServices.permissions, ids: coreServices.ids, clock: coreServices.clock, accounts: coreServices.programAccounts },
    factory: ({ db, courses, people, permissions, ids, clock, accounts }) =>
      new ProgramService(db, new ProgramStore(db, accounts), new ProgramViews(courses, people), courses, people, permissions, ids, clock),
  }),
  defineService({
    ref: sectionServiceRef,
    deps: { db: coreServices.database, courses: coreServices.courses, people: coreServices.people, permissions: coreServices.permissions, clock: coreServices.clock, sync: syncServiceRef, accounts: coreServices.programAccounts },
    factory: ({ db, courses, people, permissions, clock, sync, accounts }) =>
      new SectionService(db, new ProgramStore(db, accounts), new ProgramViews(courses, people), courses, permissions, clock, (trx, program, source, section) => sync.recordBaseline(trx, program, source, section)),
  }),
];
