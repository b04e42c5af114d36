import { pluginRoute } from '@lms/sdk/web';

/** The audit log: not among the spec's routes (part 3 §2), ours beside them. */
export const auditRoute = pluginRoute('administration.audit', '/administrator/audit', 'administrator');

/** Every course of the installation, by title or id: ours, the way to the spec's /administrator/courses/{course_id}. */
export const coursesRoute = pluginRoute('administration.courses', '/administrator/courses', 'administrator');
