/**
 * Calls: what the server and the web share about each route (method, path,
 * body, query, answer), written once as TypeBox schemas. Browser-safe: a
 * plugin's `src/calls/` files import from here, its server binds handlers to
 * them (`defineRoute`) and its screens call them (`api.call`). Also the kernel's
 * own calls, for screens that call core. See docs/plugin-authoring.md "Calls".
 */
export {
  defineCall,
  callPath,
  NoAnswer,
  OrNoAnswer,
  StreamAnswer,
  Type,
  type Static,
  type TSchema,
  type AnyCall,
  type CallDefinition,
  type CallAnswer,
  type CallArgs,
  type CallBody,
  type CallParams,
  type CallQuery,
  type PathParams,
} from '@lms/contract/call.ts';
export { ID_PATTERN, isId } from '@lms/contract/ids.ts';
export { nullableString, oneOf, oneOfOrNull } from '@lms/contract/schemaKeywords.ts';
export { countTextSchema, ENROLLMENT_COUNT_MESSAGE } from '@lms/contract/countText.ts';
export * from '@lms/contract/calls';
export { slugField } from '@lms/contract/calls/contentFields.ts';
export { SiteFileSchema, SITE_IMAGE_EXTENSIONS, SITE_IMAGE_MAX_BYTES, type SiteFile } from '@lms/contract/siteFiles.ts';
export { InstallationSettingsSchema, DEFAULT_INSTALLATION_SETTINGS, type InstallationSettings } from '@lms/contract/installationSettings.ts';
export { LinkTitleBodySchema, LinkTitleSchema, type LinkTitle, type LinkTitleCall } from '@lms/contract/linkTitle.ts';
/** Discussion posts and comments as answered and carried live (boards, project comments). */
export { ApiPostSchema, ApiCommentSchema, MentionCandidateSchema, type ApiPost, type ApiComment, type MentionCandidate } from './thread/threadTypes.ts';
export { MODERATION_MESSAGES, THREAD_MESSAGES } from './thread/threadMessages.ts';
