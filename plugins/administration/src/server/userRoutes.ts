import { defineRoute, type RouteDefinition } from '@lms/sdk';
import {
  changeDates,
  changeEmail,
  createAccount,
  enrolUser,
  getUser,
  markAsPaid,
  movePayment,
  refundPayment,
  removeInstructor,
  removePermissions,
  searchCourseUsers,
  searchUsers,
  setCredits,
  setOptOut,
  unenrolUser,
  verifyUser,
  SPEC_PATH_CALLS,
} from '../calls/userCalls.ts';
import { ADMINISTRATION_MESSAGES, SEARCH_LIMIT } from '../schemas/administrationMessages.ts';
import { adminDate } from '../schemas/enrolmentDates.ts';
import { isEmail } from '../schemas/newAccountRule.ts';
import { LmsError } from '@lms/sdk';
import { requireRight } from './requireRight.ts';
import { refundsRef, userAdministrationRef } from './services.ts';

const deps = { users: userAdministrationRef, refunds: refundsRef };
// Every call needs an administrator (part 3 §6); the handler adds the level its action needs (requireRight).
const permission = 'administrator' as const;

/** Part 3 §7 "Administration": search, searchcourseid, account and utils/*. */
const ourRoutes = [
  defineRoute(searchUsers, {
    permission,
    deps,
    handler: async ({ body, user, deps }) => {
      requireRight(user, 'read');
      if (!body.text.trim()) throw LmsError.validation([{ field: 'text', message: ADMINISTRATION_MESSAGES.searchEmpty }]);
      return { users: await deps.users.search(body.text, SEARCH_LIMIT) };
    },
  }),
  defineRoute(searchCourseUsers, {
    permission,
    deps,
    handler: async ({ body, user, deps }) => (requireRight(user, 'read'), { users: await deps.users.inCourse(body.course_id) }),
  }),
  defineRoute(getUser, {
    permission,
    deps,
    handler: ({ params, user, deps }) => (requireRight(user, 'read'), deps.users.record(params.userId)),
  }),
  defineRoute(createAccount, {
    permission,
    deps,
    handler: ({ body, user, reply, deps }) => {
      const actor = requireRight(user, 'accounts');
      reply.status(201);
      return deps.users.create(actor, body);
    },
  }),
  defineRoute(verifyUser, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'accounts'), 'verify', (trx) => deps.users.accounts.verify(body.user_id, trx)),
  }),
  defineRoute(changeEmail, {
    permission,
    deps,
    handler: ({ body, user, deps }) => {
      const actor = requireRight(user, 'accounts');
      if (!isEmail(body.email)) throw LmsError.validation([{ field: 'email', message: ADMINISTRATION_MESSAGES.emailInvalid }]);
      return deps.users.act(actor, 'change_email', (trx) => deps.users.accounts.changeEmail(body.user_id, body.email, trx));
    },
  }),
  defineRoute(enrolUser, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'accounts'), 'enroll', (trx) => deps.users.accounts.enrol(body.user_id, body.course_id, trx)),
  }),
  defineRoute(unenrolUser, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'accounts'), 'unenroll', (trx) => deps.users.accounts.unenrol(body.user_id, body.course_id, trx)),
  }),
  defineRoute(changeDates, {
    permission,
    deps,
    handler: ({ body, user, deps }) => {
      const dates = { accessEndDate: adminDate(body.access_end_date), paymentDueDate: adminDate(body.payment_due_date) };
      return deps.users.act(requireRight(user, 'accounts'), 'change_date', (trx) => deps.users.accounts.changeDates(body.user_id, body.course_id, dates, trx));
    },
  }),
  defineRoute(setOptOut, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'ia_opt_out', (trx) => deps.users.accounts.setOptOut(body.user_id, body.course_id, body.ia_opt_out, trx)),
  }),
  defineRoute(setCredits, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'credits', (trx) => deps.users.accounts.setCredits(body.user_id, body.credits, trx)),
  }),
  defineRoute(removePermissions, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'remove_permissions', (trx) => deps.users.accounts.removePermissions(body.user_id, trx)),
  }),
  defineRoute(removeInstructor, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'remove_instructor', (trx) => deps.users.accounts.removeInstructor(body.user_id, trx)),
  }),
  defineRoute(markAsPaid, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'mark_as_paid', (trx) => deps.users.accounts.markAsPaid(body.user_id, body.course_id, trx)),
  }),
  defineRoute(movePayment, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.users.act(requireRight(user, 'money'), 'move_payment', (trx) => deps.users.accounts.movePayment(body.payment_id, body.course_id, trx)),
  }),
  defineRoute(refundPayment, {
    permission,
    deps,
    handler: ({ body, user, deps }) => deps.refunds.refund(requireRight(user, 'money'), body.payment_id),
  }),
];

/** Each route at our path and at the spec's (SPEC_PATH_CALLS): one set of options, so one permission, rule and handler behind both. */
export const userRoutes: RouteDefinition[] = ourRoutes.flatMap((route) => {
  const spec = SPEC_PATH_CALLS.get(route.call);
  return spec ? [route, defineRoute(spec, route as never)] : [route];
});
