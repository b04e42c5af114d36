// The kernel's public surface for the host and the SDK. Plugins import from @lms/sdk, never from here.
import './kernel/di.ts';

export { Kernel, CORE_MIGRATIONS, type KernelOptions, type RouteInfo, type RealtimeEventInfo, type ErrnoInfo } from './kernel/Kernel.ts';
// Each feature's service refs (the host's commands and demo, the SDK's test kit).
export { kernelParts } from './kernel/kernelParts.ts';
export { LOG_REDACT } from './kernel/kernelLogger.ts';
export { authRefs } from './auth/authServices.ts';
export { sessionRefs } from './sessions/sessionServices.ts';
export { userRefs } from './users/userServices.ts';
export { permissionRefs } from './permissions/permissionServices.ts';
export { siteRefs } from './site/siteServices.ts';
export { limitRefs } from './limits/limitServices.ts';
export { databaseRefs } from './database/databaseServices.ts';
export { jobRefs } from './jobs/jobServices.ts';
export { mailRefs } from './mail/mailServices.ts';
export { mediaRefs } from './media/mediaServices.ts';
export { ssoRefs } from './sso/ssoServices.ts';
export { themeRefs } from './theme/themeServices.ts';
export { contentRefs } from './content/contentServices.ts';
export { accountRefs } from './accounts/accountServices.ts';
export { messageRefs } from './messages/messageServices.ts';
export { announcementRefs } from './announcements/announcementServices.ts';
/** The vetted public fetch behind coreServices.publicWeb; the SDK's test harness lets its local test server through. */
export { publicWeb } from './net/publicWeb.ts';
export { kernelConfigFromEnv, sessionMaxAgeSeconds, type KernelConfig, type DatabaseConfig, type LogLevel } from './config/KernelConfig.ts';
export { openDatabase, embeddedDatabase, joinDatabase, type Database } from './database/openDatabase.ts';
export { EmbeddedPostgres } from './database/embedded/EmbeddedPostgres.ts';
export { migrateToLatest, rollbackAll, pendingMigrations, type MigrationSet } from './database/migrations.ts';
export { readLock } from './database/embedded/dataDirLock.ts';
export { PluginRegistry, type PluginEntry } from './plugins/PluginRegistry.ts';
export { PluginManifestError } from './plugins/PluginManifestError.ts';
export { SchemaValidator } from './validation/SchemaValidator.ts';
export { ACCOUNT_ROLES, type AccountRole } from './users/roles.ts';
export { toSessionUser, type UserRow } from './users/userRow.ts';
export type { NewUser } from './users/UserService.ts';
export type { CourseRow, LessonRow, PageRow, ComponentRow } from './content/rows.ts';
export { newId, isId } from './ids/newId.ts';
export { API_VERSION, API_VERSION_HEADER } from './http/middleware/requestContext.ts';
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './http/cookies.ts';
/** The XSRF token a logged-in browser holds for its session (the benchmarks' browsers hold it too). */
export { sessionXsrfToken } from './http/middleware/csrf.ts';
export { SOCKET_PATH } from './realtime/RealtimeHub.ts';
export { MailOutbox, type OutgoingMail } from './mail/MailOutbox.ts';
export type { MailboxEntry, MailboxMessage } from './mail/mailRow.ts';
export { JobQueue, type EnqueueOptions } from './jobs/JobQueue.ts';
export { JobWorker } from './jobs/JobWorker.ts';
export { PermanentJobError, type JobHandler } from './jobs/JobHandler.ts';
export type { JobView, JobStatus } from './jobs/jobRow.ts';
export { PASSWORD_RULE_MESSAGE, isStrongPassword } from '@lms/contract/rules/passwords.ts';
export * from '@lms/contract';
export { searchRefs } from './search/searchServices.ts';
export { indexComponents } from './search/componentIndex.ts';
export { indexMissingComponents } from './search/indexCatchUp.ts';
export { searchSql, HEADLINE_OPTIONS, NEAR_WORDS_SQL } from './search/searchSql.ts';
export { PASSAGE_OPTIONS, PASSAGE_CANDIDATES } from './search/CoursePassageSearch.ts';
export { prefixQuery, queryWords, nearWordsQuery, questionWords, passageTiers, QUESTION_LEXEMES_SQL } from './search/tsqueryText.ts';
export { parseReach, reachProblems, tablePrefix, type PluginReach } from './plugins/reach/PluginReach.ts';
export { PluginReachError } from './plugins/reach/PluginReachError.ts';
