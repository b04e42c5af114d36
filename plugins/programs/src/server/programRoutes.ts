import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import {
  addSection,
  deleteProgram,
  duplicateSection,
  editSection,
  findCoordinator,
  getProgram,
  listPrograms,
  lockProgram,
  makeProgram,
  removeSection,
  setActiveEnrollment,
  setProgramActive,
  unhookSection,
  updateProgramCoordinators,
  updateProgramName,
} from '../calls/programCalls.ts';
import { OWN_PROGRAM_MESSAGES, PROGRAM_MESSAGES } from '../calls/programMessages.ts';
import { SYNC_MESSAGES } from '../calls/syncMessages.ts';
import { programServiceRef, sectionServiceRef } from './services.ts';
import { syncServiceRef } from './sync/syncServices.ts';

/** Part 3 §6: section management requires program_administrator (site administrators are ones too); which program, the services decide. */
const permission = 'program-admin';
const programs = { programs: programServiceRef };
const sections = { sections: sectionServiceRef };

/** The programs and sections calls at the spec's paths (part 3 §7). */
export const programRoutes = [
  defineRoute(listPrograms, {
    permission,
    deps: programs,
    handler: async ({ params, user, deps }) => {
      if (params.archived !== '0' && params.archived !== '1') throw new LmsError('not-found', OWN_PROGRAM_MESSAGES.programNotFound);
      return { programs: await deps.programs.list(user!, params.archived === '1') };
    },
  }),
  defineRoute(getProgram, { permission, deps: programs, handler: ({ params, user, deps }) => deps.programs.detail(user!, params.programId) }),
  defineRoute(makeProgram, {
    permission,
    deps: programs,
    handler: async ({ body, user, deps }) => ({ message: PROGRAM_MESSAGES.created, program: await deps.programs.create(user!, body) }),
  }),
  defineRoute(updateProgramName, {
    permission,
    deps: programs,
    handler: async ({ body, user, deps }) => ({ message: OWN_PROGRAM_MESSAGES.renamed, program: await deps.programs.rename(user!, body.id, body.program_name) }),
  }),
  defineRoute(lockProgram, {
    permission,
    deps: programs,
    handler: async ({ body, user, deps }) => ({
      message: body.locked ? OWN_PROGRAM_MESSAGES.lockedNow : OWN_PROGRAM_MESSAGES.unlocked,
      program: await deps.programs.change(user!, body.id, { locked: body.locked }),
    }),
  }),
  defineRoute(setActiveEnrollment, {
    permission,
    deps: programs,
    handler: async ({ params, body, user, deps }) => ({
      message: body.active_enrollment ? OWN_PROGRAM_MESSAGES.enrollmentOn : OWN_PROGRAM_MESSAGES.enrollmentOff,
      program: await deps.programs.change(user!, params.programId, { active_enrollment: body.active_enrollment }),
    }),
  }),
  defineRoute(setProgramActive, {
    permission,
    deps: programs,
    handler: async ({ params, body, user, deps }) => ({
      message: body.active ? OWN_PROGRAM_MESSAGES.restored : OWN_PROGRAM_MESSAGES.archived,
      program: await deps.programs.change(user!, params.programId, { active: body.active }),
    }),
  }),
  defineRoute(updateProgramCoordinators, {
    permission,
    deps: programs,
    handler: async ({ body, user, deps }) => ({ message: OWN_PROGRAM_MESSAGES.coordinatorsSaved, program: await deps.programs.setCoordinators(user!, body.id, body.coordinators) }),
  }),
  defineRoute(findCoordinator, {
    permission,
    deps: { accounts: coreServices.programAccounts, administration: coreServices.accountAdministration },
    handler: async ({ body, deps }) => {
      const id = await deps.accounts.userByEmail(body.email);
      const account = id ? (await deps.administration.record(id)).account : null;
      if (!account?.programAdministrator) throw LmsError.validation([{ field: 'email', message: OWN_PROGRAM_MESSAGES.noSuchCoordinator }]);
      return { coordinator: { id: account.id, name: `${account.firstname} ${account.lastname}`.trim(), email: account.email } };
    },
  }),
  defineRoute(deleteProgram, {
    permission,
    deps: programs,
    handler: async ({ body, user, deps }) => {
      await deps.programs.delete(user!, body.id);
      return { message: OWN_PROGRAM_MESSAGES.deleted };
    },
  }),
  defineRoute(addSection, {
    permission,
    deps: sections,
    handler: async ({ params, body, user, deps }) => ({ message: OWN_PROGRAM_MESSAGES.sectionAdded, section: await deps.sections.add(user!, params.programId, body.title) }),
  }),
  defineRoute(editSection, {
    permission,
    deps: sections,
    handler: async ({ params, body, user, deps }) => ({ message: OWN_PROGRAM_MESSAGES.sectionEdited, section: await deps.sections.edit(user!, params.courseId, body) }),
  }),
  defineRoute(duplicateSection, {
    permission,
    deps: { sync: syncServiceRef },
    handler: async ({ params, user, deps }) => ({ message: SYNC_MESSAGES.duplicateQueued, job: await deps.sync.requestDuplicate(user!, params.courseId) }),
  }),
  defineRoute(unhookSection, {
    permission,
    deps: sections,
    handler: async ({ params, user, deps }) => {
      await deps.sections.unhook(user!, params.courseId);
      return { message: OWN_PROGRAM_MESSAGES.sectionUnhooked };
    },
  }),
  defineRoute(removeSection, {
    permission,
    deps: sections,
    handler: async ({ params, user, deps }) => {
      await deps.sections.remove(user!, params.courseId);
      return { message: OWN_PROGRAM_MESSAGES.sectionRemoved };
    },
  }),
];
