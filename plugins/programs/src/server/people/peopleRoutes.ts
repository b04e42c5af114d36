import { defineRoute, LmsError } from '@lms/sdk';
import {
  acceptInvitation,
  addStudent,
  getEnterprise,
  getProgramRegistration,
  inviteInstructor,
  listEnterprisePrograms,
  listInvitations,
  lookUpStudent,
  moveStudent,
  programAdmin,
  registerProgramProfessor,
  replaceInstructor,
  setEnterprise,
} from '../../calls/peopleCalls.ts';
import { OWN_PEOPLE_MESSAGES } from '../../calls/peopleMessages.ts';
import { enterpriseServiceRef, invitationServiceRef, sectionPeopleServiceRef } from './peopleServices.ts';

/** Part 3 §6: section management requires program_administrator (site administrators are ones too); which program, the services decide. */
const permission = 'program-admin';
const invitations = { invitations: invitationServiceRef };
const people = { people: sectionPeopleServiceRef };
const enterprise = { enterprise: enterpriseServiceRef };
/** Part 3 §6: only site administrators load enterprise programs and see enterprise settings. */
const siteAdmin = 'site-admin';

/**
 * A section's people, the program registration and the enterprise and admin
 * calls (part 3 §7). Registered before the programs' own routes, so
 * `programs/enterprise` is not taken for `programs/:archived`.
 */
export const peopleRoutes = [
  defineRoute(listEnterprisePrograms, { permission: siteAdmin, deps: enterprise, handler: async ({ user, deps }) => ({ programs: await deps.enterprise.list(user!) }) }),
  defineRoute(getEnterprise, {
    permission: siteAdmin,
    deps: enterprise,
    handler: async ({ params, user, deps }) => ({ enterprise_program: await deps.enterprise.get(user!, params.programId) }),
  }),
  defineRoute(setEnterprise, {
    permission: siteAdmin,
    deps: enterprise,
    handler: async ({ params, body, user, deps }) => ({
      message: OWN_PEOPLE_MESSAGES.enterpriseSaved,
      program: await deps.enterprise.set(user!, params.programId, body.enterprise_program),
    }),
  }),
  defineRoute(programAdmin, { permission, deps: enterprise, handler: ({ user, deps }) => ({ admin: deps.enterprise.isAdmin(user!) }) }),
  defineRoute(inviteInstructor, {
    permission,
    deps: invitations,
    handler: async ({ body, user, deps, origin }) => ({ message: OWN_PEOPLE_MESSAGES.invited, invitation: await deps.invitations.invite(user!, body, origin) }),
  }),
  defineRoute(listInvitations, {
    permission,
    deps: invitations,
    handler: async ({ params, user, deps }) => ({ invitations: await deps.invitations.list(user!, params.courseId) }),
  }),
  defineRoute(replaceInstructor, {
    permission,
    changesState: true,
    deps: people,
    handler: async ({ params, user, deps }) => {
      if (params.flag !== '0' && params.flag !== '1') throw new LmsError('not-found', 'The flag is 1 (replace) or 0 (add).');
      const replace = params.flag === '1';
      return {
        message: replace ? OWN_PEOPLE_MESSAGES.instructorReplaced : OWN_PEOPLE_MESSAGES.instructorAdded,
        instructors: await deps.people.replaceInstructor(user!, params.master, params.courseCode, params.instructor, replace),
      };
    },
  }),
  defineRoute(addStudent, {
    permission,
    deps: people,
    handler: async ({ body, user, deps }) => ({ message: OWN_PEOPLE_MESSAGES.studentAdded, student: await deps.people.addStudent(user!, body.master_id, body.id, body.email) }),
  }),
  defineRoute(lookUpStudent, {
    permission,
    deps: people,
    handler: ({ params, user, deps }) => deps.people.lookUp(user!, params.master, params.courseCode, params.user),
  }),
  defineRoute(moveStudent, {
    permission,
    deps: people,
    handler: async ({ params, body, user, deps }) => ({
      message: OWN_PEOPLE_MESSAGES.studentMoved,
      student: await deps.people.move(user!, params.master, params.courseCode, params.user, body.from),
    }),
  }),
  defineRoute(getProgramRegistration, {
    permission: 'public',
    deps: invitations,
    handler: ({ params, deps }) => deps.invitations.registration(params.invitationId),
  }),
  defineRoute(registerProgramProfessor, {
    permission: 'public',
    deps: invitations,
    // The registrations' own bucket (docs/operations.md LMS_RATE_LIMITS): one count for every way of making an account.
    rateLimit: { bucket: 'registration', key: 'address', points: 50, durationSeconds: 600 },
    handler: async ({ params, body, deps, session }) => {
      const { userId, courseId } = await deps.invitations.register(params.invitationId, body);
      await session.start(userId, { remember: false });
      return { message: OWN_PEOPLE_MESSAGES.invitationAccepted, to: `/${courseId}` };
    },
  }),
  defineRoute(acceptInvitation, {
    permission: 'user',
    changesState: true,
    deps: invitations,
    handler: async ({ params, user, deps }) => {
      const course = await deps.invitations.accept(user!, params.masterId, params.type);
      return { message: OWN_PEOPLE_MESSAGES.invitationAccepted, to: `/${course.courseId}`, course_title: course.title };
    },
  }),
];
