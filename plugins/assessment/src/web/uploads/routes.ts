import { pluginRoute } from '@lms/sdk/web';

/** Professors: every student's uploaded answers, with feedback to give (issue 26 item 3). */
export const uploadsRoute = pluginRoute('assessment.uploads', '/:courseId/uploads', 'professor');
/** A student: their own uploaded answers and the feedback on them. */
export const myUploadsRoute = pluginRoute('assessment.my_uploads', '/:courseId/my_uploads', 'user');
