/** @lms/sdk/sanitize: the one HTML sanitiser, with a named profile for each kind of HTML; for the server and the web alike. */
export { sanitizeHtml, allowedTagsOf } from './sanitizeHtml.ts';
export { COURSE_HTML_TAGS, POST_TAGS, type SanitizeProfile } from './sanitizeProfiles.ts';
