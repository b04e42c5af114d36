import { defineRoute } from '@lms/sdk';
import { coreServices } from '@lms/sdk';
import { getAuditLog } from '../calls/auditCalls.ts';
import { AUDIT_PAGE_SIZE } from '../schemas/administrationMessages.ts';
import { requireRight } from './requireRight.ts';

export const auditRoutes = [
  defineRoute(getAuditLog, {
    permission: 'administrator',
    deps: { audit: coreServices.auditLog },
    handler: async ({ query, user, deps }) => {
      requireRight(user, 'read');
      const entries = await deps.audit.list({
        action: query.action || undefined,
        actorId: query.actor,
        subjectId: query.subject || undefined,
        from: query.from,
        to: query.to,
        beforeId: query.before,
        limit: query.limit ?? AUDIT_PAGE_SIZE,
      });
      return { entries };
    },
  }),
];
