/**
 * The server side of the plugin SDK: everything a plugin's `server` entry imports.
 * See docs/plugin-authoring.md.
 */
export {
  definePlugin,
  defineRoute,
  defineComponentType,
  defineService,
  defineRealtimeHandler,
  createServiceRef,
  coreServices,
  jsonSchema,
  LmsError,
  KERNEL_API_VERSION,
  PERMISSIONS,
  type PluginManifest,
  type ComponentTypeDefinition,
  type HeldComponent,
  type DemoDefinition,
  type ActivityDescriptor,
  type PageRules,
  type GradingHooks,
  type ScoreContext,
  type ScoreResult,
  type LedgerAttempt,
  type SubmissionInput,
  type RouteDefinition,
  type RouteRequest,
  type RealtimeHandlerDefinition,
  type RealtimeRequest,
  type ServiceDefinition,
  type ServiceRef,
  type DepsMap,
  type Permission,
  type CourseAccess,
  type SessionUser,
  type Clock,
  type GradeLedger,
  type RealtimeEmitter,
  type PermissionChecker,
  type IdGenerator,
  type MailMessage,
  type MailSender,
  type LabelBundleReader,
  type Person,
  type CourseMember,
  type PeopleDirectory,
  type ComponentReader,
  type BotMessageInput,
  type CourseMessenger,
  type JsonSchema,
  type TypedSchema,
  type FieldError,
} from '@lms/core/contract';
export {
  URL_REQUIRED,
  URL_INVALID,
  MAX_URL_LENGTH,
  MAX_TITLE_LENGTH,
  WEB_ADDRESS_PATTERN,
  urlSchema,
  titleSchema,
  heightSchema,
  trimUrlAndTitle,
  mediaAddressSchema,
  uploadedFileSchema,
} from './schemas.ts';
/** The query builder behind `coreServices.database`, for typing services and migrations. */
export type { Knex } from 'knex';
/** The pino logger behind `coreServices.logger`. */
export type { Logger } from 'pino';
/** Sanitising authored rich text (the html component's rules). */
export { sanitizeCourseHtml, htmlToText, COURSE_HTML_TAGS } from './courseHtml.ts';
