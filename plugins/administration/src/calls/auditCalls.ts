import { defineCall } from '@lms/sdk/calls';
import { auditQuerySchema } from '../schemas/administrationBodies.ts';
import { AuditPageSchema } from '../schemas/administrationTypes.ts';

export const getAuditLog = defineCall({
  method: 'GET',
  path: 'administration/audit',
  summary: 'The audit log, newest first, filtered by action, actor, subject and time; pages of at most 50 (before: the last id of the previous page).',
  query: auditQuerySchema,
  answer: AuditPageSchema,
});
