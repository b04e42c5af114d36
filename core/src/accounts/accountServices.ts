import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { authRefs } from '../auth/authServices.ts';
import { userRefs } from '../users/userServices.ts';
import { sessionRefs } from '../sessions/sessionServices.ts';
import { mailRefs } from '../mail/mailServices.ts';
import { themeRefs } from '../theme/themeServices.ts';
import { siteRefs } from '../site/siteServices.ts';
import { AccountTokenService } from './AccountTokenService.ts';
import { ThrottleService } from './ThrottleService.ts';
import { KnownDeviceService } from './KnownDeviceService.ts';
import { AccountMailer } from './mail/AccountMailer.ts';
import { EnrolmentService } from './EnrolmentService.ts';
import { LoginService } from './LoginService.ts';
import { RegistrationService } from './RegistrationService.ts';
import { LtiRegistrationService } from './LtiRegistrationService.ts';
import { ValidationResendService } from './ValidationResendService.ts';
import { PasswordRecoveryService } from './PasswordRecoveryService.ts';
import { UnsubscribeService } from './UnsubscribeService.ts';
import { ProfileService } from './ProfileService.ts';
import { PaidCourseReader } from './PaidCourseReader.ts';
import { NewAccountColumns } from './NewAccountColumns.ts';
import { AccountHookRunner } from './AccountHookRunner.ts';
import { LtiAccountDesk } from './LtiAccountDesk.ts';
import { ProgramAccountDesk } from './ProgramAccountDesk.ts';
import { AccountAdministrationDesk } from './AccountAdministrationDesk.ts';
import { CourseAdministrationStore } from './CourseAdministrationStore.ts';

export const accountRefs = {
  /** Emailed-link tokens (validation, reset, unsubscribe). */
  accountTokens: createServiceRef<AccountTokenService>('core.account-tokens'),
  throttle: createServiceRef<ThrottleService>('core.throttle'),
  knownDevices: createServiceRef<KnownDeviceService>('core.known-devices'),
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
  /** The columns every new account starts with. */
  newAccountColumns: createServiceRef<NewAccountColumns>('core.new-account-columns'),
  /** Calls the plugins' account hooks. */
  accountHooks: createServiceRef<AccountHookRunner>('core.account-hook-runner'),
} as const;

const { database: db, clock, ids } = coreServices;
const { users } = userRefs;
const { passwords } = authRefs;
const { accountTokens: tokens, throttle, accountMail: mailer, enrolments, newAccountColumns: newAccounts } = accountRefs;

export const accountServices = [
  defineService({ ref: accountRefs.accountTokens, deps: { db, clock }, factory: (d) => new AccountTokenService(d.db, d.clock) }),
  defineService({ ref: accountRefs.throttle, deps: { db, clock }, factory: (d) => new ThrottleService(d.db, d.clock) }),
  defineService({ ref: accountRefs.knownDevices, deps: { db, clock }, factory: (d) => new KnownDeviceService(d.db, d.clock) }),
  defineService({
    ref: accountRefs.accountMail,
    deps: { outbox: mailRefs.mail, labelBundles: themeRefs.labelBundles, site: siteRefs.publicSite, tokens },
    factory: (d) => new AccountMailer(d.outbox, d.labelBundles, d.site, d.tokens),
  }),
  defineService({ ref: accountRefs.enrolments, deps: { db, clock, ids }, factory: (d) => new EnrolmentService(d.db, d.clock, d.ids) }),
  defineService({
    ref: accountRefs.login,
    deps: { db, clock, users, passwords, throttle, tokens, enrolments, devices: accountRefs.knownDevices },
    factory: (d) => new LoginService(d.db, d.clock, d.users, d.passwords, d.throttle, d.tokens, d.enrolments, d.devices),
  }),
  defineService({
    ref: accountRefs.registrations,
    deps: { db, ids, clock, labelBundles: themeRefs.labelBundles, enrolments, mailer, newAccounts, hooks: accountRefs.accountHooks },
    factory: (d) => new RegistrationService(d.db, d.ids, d.clock, d.labelBundles, d.enrolments, d.mailer, d.newAccounts, d.hooks),
  }),
  defineService({
    ref: accountRefs.ltiRegistrations,
    deps: { db, ids, clock, newAccounts },
    factory: (d) => new LtiRegistrationService(d.db, d.ids, d.clock, d.newAccounts),
  }),
  defineService({
    ref: accountRefs.validationResend,
    deps: { db, clock, users, passwords, throttle, mailer },
    factory: (d) => new ValidationResendService(d.db, d.clock, d.users, d.passwords, d.throttle, d.mailer),
  }),
  defineService({
    ref: accountRefs.passwordRecovery,
    deps: { db, clock, users, passwords, sessions: sessionRefs.sessions, throttle, tokens, mailer },
    factory: (d) => new PasswordRecoveryService(d.db, d.clock, d.users, d.passwords, d.sessions, d.throttle, d.tokens, d.mailer),
  }),
  defineService({ ref: accountRefs.unsubscribe, deps: { db, clock, tokens }, factory: (d) => new UnsubscribeService(d.db, d.clock, d.tokens) }),
  defineService({
    ref: accountRefs.profiles,
    deps: { db, clock, users, passwords, labelBundles: themeRefs.labelBundles, throttle },
    factory: (d) => new ProfileService(d.db, d.clock, d.users, d.passwords, d.labelBundles, d.throttle),
  }),
  defineService({ ref: accountRefs.paidCourses, deps: { db }, factory: (d) => new PaidCourseReader(d.db) }),
  defineService({
    ref: accountRefs.newAccountColumns,
    deps: { db, ids, clock, passwords },
    factory: (d) => new NewAccountColumns(d.db, d.ids, d.clock, d.passwords),
  }),
  defineService({
    ref: accountRefs.accountHooks,
    deps: { accountHooks: kernelParts.accountHooks, pluginDeps: kernelParts.pluginDeps },
    factory: (d) => new AccountHookRunner(d.accountHooks, d.pluginDeps),
  }),
  defineService({ ref: coreServices.enrolments, deps: { enrolments }, factory: (d) => d.enrolments }),
  defineService({ ref: coreServices.courseAdministration, deps: { db }, factory: (d) => new CourseAdministrationStore(d.db) }),
  defineService({ ref: coreServices.accountAdministration, deps: { db, clock, ids, hooks: accountRefs.accountHooks }, factory: (d) => new AccountAdministrationDesk(d.db, d.clock, d.ids, d.hooks) }),
  defineService({
    ref: coreServices.ltiAccounts,
    deps: { db, clock, registrations: accountRefs.ltiRegistrations },
    factory: (d) => new LtiAccountDesk(d.db, d.clock, d.registrations),
  }),
  defineService({
    ref: coreServices.programAccounts,
    deps: { db, ids, clock, passwords },
    factory: (d) => new ProgramAccountDesk(d.db, d.ids, d.clock, d.passwords),
  }),
];
