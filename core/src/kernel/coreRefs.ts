import type { Logger } from 'pino';
import type { DependencyContainer } from './di.ts';
import { createServiceRef } from '../contract/serviceRef.ts';
import type { KernelConfig } from '../config/KernelConfig.ts';
import type { PublicSite } from '../site/PublicSite.ts';
import type { RateLimiter } from '../limits/RateLimiter.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import type { UserService } from '../users/UserService.ts';
import type { PasswordHasher } from '../auth/PasswordHasher.ts';
import type { SessionService } from '../sessions/SessionService.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import type { CourseAccessWatch } from '../realtime/RealtimeHub.ts';
import type { CourseService } from '../content/CourseService.ts';
import type { ComponentService } from '../content/ComponentService.ts';
import type { ContentReader } from '../content/ContentReader.ts';
import type { LabelBundleService } from '../theme/LabelBundleService.ts';
import type { DatabaseHealth } from '../database/DatabaseHealth.ts';
import type { SsoProviderStore } from '../sso/SsoProviderStore.ts';
import type { SsoLoginService } from '../sso/SsoLoginService.ts';
import type { JobQueue } from '../jobs/JobQueue.ts';
import type { JobWorker } from '../jobs/JobWorker.ts';
import type { MailOutbox } from '../mail/MailOutbox.ts';
import type { Mailbox } from '../mail/Mailbox.ts';
import type { AccountTokenService } from '../accounts/AccountTokenService.ts';
import type { ThrottleService } from '../accounts/ThrottleService.ts';
import type { AccountMailer } from '../accounts/mail/AccountMailer.ts';
import type { EnrolmentService } from '../accounts/EnrolmentService.ts';
import type { LoginService } from '../accounts/LoginService.ts';
import type { RegistrationService } from '../accounts/RegistrationService.ts';
import type { LtiRegistrationService } from '../accounts/LtiRegistrationService.ts';
import type { ValidationResendService } from '../accounts/ValidationResendService.ts';
import type { PasswordRecoveryService } from '../accounts/PasswordRecoveryService.ts';
import type { UnsubscribeService } from '../accounts/UnsubscribeService.ts';
import type { ProfileService } from '../accounts/ProfileService.ts';
import type { PaidCourseReader } from '../accounts/PaidCourseReader.ts';

/**
 * Refs of the kernel's own services, used by core's routes and by the host
 * (command line, demo seeding). Plugins use `coreServices` from the contract instead.
 */
export const kernelRefs = {
  config: createServiceRef<KernelConfig>('core.kernel-config'),
  rootLogger: createServiceRef<Logger>('core.root-logger'),
  registry: createServiceRef<PluginRegistry>('core.registry'),
  /** A plugin's own container by its id (core's root for the kernel): how core calls a plugin's hooks with its services. */
  pluginScopes: createServiceRef<(pluginId: string) => DependencyContainer>('core.plugin-scopes'),
  users: createServiceRef<UserService>('core.users'),
  passwords: createServiceRef<PasswordHasher>('core.passwords'),
  sessions: createServiceRef<SessionService>('core.sessions'),
  permissionService: createServiceRef<PermissionService>('core.permission-service'),
  /** Tell it when users' access to a course may have ended: their live sockets leave its rooms. */
  courseAccessWatch: createServiceRef<CourseAccessWatch>('core.course-access-watch'),
  courses: createServiceRef<CourseService>('core.courses'),
  components: createServiceRef<ComponentService>('core.components'),
  content: createServiceRef<ContentReader>('core.content'),
  labelBundles: createServiceRef<LabelBundleService>('core.label-bundles'),
  /** Counts calls of routes that declare a `rateLimit`. */
  rateLimiter: createServiceRef<RateLimiter>('core.rate-limiter'),
  /** The public address links are built from, and the host names the site answers to. */
  publicSite: createServiceRef<PublicSite>('core.public-site'),
  health: createServiceRef<DatabaseHealth>('core.health'),
  /** The OpenID Connect provider of each label-bundle host (server-only: holds client secrets). */
  ssoProviders: createServiceRef<SsoProviderStore>('core.sso-providers'),
  ssoLogin: createServiceRef<SsoLoginService>('core.sso-login'),
  jobs: createServiceRef<JobQueue>('core.jobs'),
  /** Runs due jobs; `drain()` waits until none is due (tests). */
  jobWorker: createServiceRef<JobWorker>('core.job-worker'),
  mail: createServiceRef<MailOutbox>('core.mail'),
  mailbox: createServiceRef<Mailbox>('core.mailbox'),
  /** Emailed-link tokens (validation, reset, unsubscribe). */
  accountTokens: createServiceRef<AccountTokenService>('core.account-tokens'),
  throttle: createServiceRef<ThrottleService>('core.throttle'),
  accountMail: createServiceRef<AccountMailer>('core.account-mail'),
  /** Self-enrolment rules (add_course/, login and registration courses). */
  enrolments: createServiceRef<EnrolmentService>('core.enrolments'),
  login: createServiceRef<LoginService>('core.login'),
  registrations: createServiceRef<RegistrationService>('core.registrations'),
  /** Pending LTI registrations: `createPending` for an LTI launch, completed by `lti_register`. */
  ltiRegistrations: createServiceRef<LtiRegistrationService>('core.lti-registrations'),
  validationResend: createServiceRef<ValidationResendService>('core.validation-resend'),
  passwordRecovery: createServiceRef<PasswordRecoveryService>('core.password-recovery'),
  unsubscribe: createServiceRef<UnsubscribeService>('core.unsubscribe'),
  profiles: createServiceRef<ProfileService>('core.profiles'),
  paidCourses: createServiceRef<PaidCourseReader>('core.paid-courses'),
} as const;
