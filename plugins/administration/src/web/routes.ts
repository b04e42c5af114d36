import { pluginRoute } from '@lms/sdk/web';

/** The audit log: not among the spec's routes (part 3 §2), ours beside them. */
export const auditRoute = pluginRoute('administration.audit', '/administrator/audit', 'administrator');
