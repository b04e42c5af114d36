import { CourseDirectoryService } from '../content/CourseDirectoryService.ts';
import { AccountHookRunner } from '../accounts/AccountHookRunner.ts';
import { schedulerFor } from '../jobs/pluginJobs.ts';
import type { Logger } from 'pino';
import { container as globalContainer, instanceCachingFactory, type DependencyContainer } from './di.ts';
import { coreServices, type Clock, type CourseMember, type LabelBundleReader, type PeopleDirectory, type Person } from '../contract/services.ts';
import type { Knex } from 'knex';
import type { KernelConfig } from '../config/KernelConfig.ts';
import { PublicSite } from '../site/PublicSite.ts';
import { RateLimiter } from '../limits/RateLimiter.ts';
import { UploadQuota } from '../media/UploadQuota.ts';
import type { Database } from '../database/openDatabase.ts';
import { DatabaseHealth } from '../database/DatabaseHealth.ts';
import { newId } from '../ids/newId.ts';
import type { PluginRegistry } from '../plugins/PluginRegistry.ts';
import { PasswordHasher } from '../auth/PasswordHasher.ts';
import { UserService } from '../users/UserService.ts';
import { SessionService } from '../sessions/SessionService.ts';
import { MediaReferenceCheck } from '../media/MediaReferenceCheck.ts';
import { PermissionService } from '../permissions/PermissionService.ts';
import { CourseService } from '../content/CourseService.ts';
import { ContentReader } from '../content/ContentReader.ts';
import { ComponentService } from '../content/ComponentService.ts';
import { GradeLedgerService } from '../grading/GradeLedgerService.ts';
import { LabelBundleService } from '../theme/LabelBundleService.ts';
import { SsoProviderStore } from '../sso/SsoProviderStore.ts';
import { SsoLoginService } from '../sso/SsoLoginService.ts';
import { JobQueue } from '../jobs/JobQueue.ts';
import { JobWorker } from '../jobs/JobWorker.ts';
import { MailOutbox } from '../mail/MailOutbox.ts';
import { Mailbox } from '../mail/Mailbox.ts';
import { MailDelivery } from '../mail/MailDelivery.ts';
import { AccountTokenService } from '../accounts/AccountTokenService.ts';
import { ThrottleService } from '../accounts/ThrottleService.ts';
import { AccountMailer } from '../accounts/mail/AccountMailer.ts';
import { EnrolmentService } from '../accounts/EnrolmentService.ts';
import { LoginService } from '../accounts/LoginService.ts';
import { RegistrationService } from '../accounts/RegistrationService.ts';
import { LtiRegistrationService } from '../accounts/LtiRegistrationService.ts';
import { ValidationResendService } from '../accounts/ValidationResendService.ts';
import { PasswordRecoveryService } from '../accounts/PasswordRecoveryService.ts';
import { UnsubscribeService } from '../accounts/UnsubscribeService.ts';
import { ProfileService } from '../accounts/ProfileService.ts';
import { PaidCourseReader } from '../accounts/PaidCourseReader.ts';
import { NewAccountColumns } from '../accounts/NewAccountColumns.ts';
import type { RealtimeHub } from '../realtime/RealtimeHub.ts';
import { resolveDeps } from '../http/mountRoutes.ts';
import { kernelRefs } from './coreRefs.ts';
import { CONTENT_SERVICES } from '../content/contentRefs.ts';
import { MediaLibrary } from '../media/MediaLibrary.ts';
import { mediaRefs } from '../media/mediaRefs.ts';
import { MessageService } from '../messages/MessageService.ts';
import { messageRefs } from '../messages/messageRefs.ts';
import { AnnouncementService } from '../announcements/AnnouncementService.ts';
import { announcementRefs } from '../announcements/announcementRefs.ts';
import type { MediaStore } from '../media/storage/MediaStore.ts';

export interface ContainerParts {
  config: KernelConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  registry: PluginRegistry;
  realtime: RealtimeHub;
  mediaStore: MediaStore;
}

/** The kernel's own container: a child of tsyringe's global one, which is never written to. */
export function buildKernelContainer(parts: ContainerParts): DependencyContainer {
  const root = globalContainer.createChildContainer();
  root.register(coreServices.database.id, { useValue: parts.database.knex });
  root.register(coreServices.logger.id, { useValue: parts.logger });
  root.register(coreServices.clock.id, { useValue: parts.clock });
  root.register(coreServices.ids.id, { useValue: { newId } });
  root.register(coreServices.config.id, { useValue: Object.freeze({}) });
  root.register(coreServices.realtime.id, { useValue: parts.realtime });
  root.register(kernelRefs.courseAccessWatch.id, { useValue: parts.realtime });
  root.register(kernelRefs.config.id, { useValue: parts.config });
  root.register(kernelRefs.rootLogger.id, { useValue: parts.logger });
  root.register(kernelRefs.registry.id, { useValue: parts.registry });
  root.register(mediaRefs.store.id, { useValue: parts.mediaStore });
  const singletons = [
    [PasswordHasher, kernelRefs.passwords.id],
    [UserService, kernelRefs.users.id],
    [SessionService, kernelRefs.sessions.id],
    [PermissionService, kernelRefs.permissionService.id],
    [CourseService, kernelRefs.courses.id],
    [ContentReader, kernelRefs.content.id],
    [ComponentService, kernelRefs.components.id],
    [LabelBundleService, kernelRefs.labelBundles.id],
    [PublicSite, kernelRefs.publicSite.id],
    [RateLimiter, kernelRefs.rateLimiter.id],
    [DatabaseHealth, kernelRefs.health.id],
    [GradeLedgerService, coreServices.grading.id],
    [SsoProviderStore, kernelRefs.ssoProviders.id],
    [SsoLoginService, kernelRefs.ssoLogin.id],
    [JobQueue, kernelRefs.jobs.id],
    [JobWorker, kernelRefs.jobWorker.id],
    [MailOutbox, kernelRefs.mail.id],
    [Mailbox, kernelRefs.mailbox.id],
    [AccountTokenService, kernelRefs.accountTokens.id],
    [ThrottleService, kernelRefs.throttle.id],
    [AccountMailer, kernelRefs.accountMail.id],
    [EnrolmentService, kernelRefs.enrolments.id],
    [LoginService, kernelRefs.login.id],
    [RegistrationService, kernelRefs.registrations.id],
    [LtiRegistrationService, kernelRefs.ltiRegistrations.id],
    [ValidationResendService, kernelRefs.validationResend.id],
    [PasswordRecoveryService, kernelRefs.passwordRecovery.id],
    [UnsubscribeService, kernelRefs.unsubscribe.id],
    [ProfileService, kernelRefs.profiles.id],
    [PaidCourseReader, kernelRefs.paidCourses.id],
    [UploadQuota, mediaRefs.quota.id],
    [MediaLibrary, mediaRefs.library.id],
    [MediaReferenceCheck, mediaRefs.referenceCheck.id],
    [MessageService, messageRefs.service.id],
    [AnnouncementService, announcementRefs.service.id],
  ] as const;
  for (const [service, ref] of singletons) {
    root.registerSingleton(service as never);
    root.register(ref, { useToken: service as never });
  }
  root.register(coreServices.permissions.id, { useToken: PermissionService });
  root.register(coreServices.messages.id, { useToken: MessageService });
  // Plugins' narrow, mostly read-only views of kernel services (see contract/services.ts).
  root.register(coreServices.mail.id, { useToken: MailOutbox });
  root.register(coreServices.components.id, { useToken: ComponentService });
  root.register(coreServices.enrolments.id, { useToken: EnrolmentService });
  root.registerSingleton(CourseDirectoryService);
  root.register(coreServices.courses.id, { useToken: CourseDirectoryService });
  root.register(coreServices.labelBundle.id, {
    useFactory: instanceCachingFactory<LabelBundleReader>((c) => ({
      forHost: async (host) => (await c.resolve(LabelBundleService).forHost(host)).bundle as unknown as Record<string, unknown>,
    })),
  });
  root.register(coreServices.people.id, { useValue: peopleDirectory(parts.database.knex) });
  root.registerSingleton(MailDelivery);
  root.registerSingleton(NewAccountColumns);
  root.registerSingleton(AccountHookRunner);
  for (const [service, ref] of CONTENT_SERVICES) {
    root.registerSingleton(service as never);
    if (ref) root.register(ref, { useToken: service as never });
  }
  return root;
}

/**
 * One child container per plugin: its own logger, configuration and realtime
 * emitter, then the services it declares, built lazily from their typed deps.
 */
export function buildPluginContainers(root: DependencyContainer, parts: ContainerParts): Map<string, DependencyContainer> {
  const containers = new Map<string, DependencyContainer>();
  for (const { manifest, config } of parts.registry.plugins) {
    const child = root.createChildContainer();
    child.register(coreServices.logger.id, { useValue: parts.logger.child({ plugin: manifest.id }) });
    child.register(coreServices.config.id, { useValue: config });
    child.register(coreServices.realtime.id, { useValue: parts.realtime.emitterFor(manifest.id) });
    child.register(coreServices.jobs.id, { useFactory: instanceCachingFactory((c) => schedulerFor(manifest, c.resolve(JobQueue))) });
    for (const service of manifest.services ?? []) {
      child.register(service.ref.id, {
        useFactory: instanceCachingFactory((c) => service.factory(resolveDeps(c, service.deps))),
      });
    }
    containers.set(manifest.id, child);
  }
  return containers;
}

interface PersonRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  thumbnail_url: string | null;
  email_notifications: boolean;
  account_type: string;
}

const PERSON_COLUMNS = ['u.id', 'u.firstname', 'u.lastname', 'u.email', 'u.thumbnail_url', 'u.email_notifications', 'u.account_type'];

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    thumbnailUrl: row.thumbnail_url,
    emailNotifications: row.email_notifications,
    bot: row.account_type === 'bot',
  };
}

/** `coreServices.people`: names and mail preferences, never password hashes or other account data. */
function peopleDirectory(db: Knex): PeopleDirectory {
  return {
    async courseMembers(courseId) {
      const course = (await db('courses').where({ id: courseId }).first(db.raw("(settings->>'assistants_no_mgr_rights')::boolean as no_mgr"))) as { no_mgr: boolean | null } | undefined;
      if (!course) return [];
      const staff = (await db('course_staff as s').join('users as u', 'u.id', 's.user_id').where('s.course_id', courseId).select([...PERSON_COLUMNS, 's.role'])) as (PersonRow & { role: 'instructor' | 'assistant' })[];
      const staffIds = staff.map((row) => row.id);
      const students = (await db('enrollments as e').join('users as u', 'u.id', 'e.user_id').where('e.course_id', courseId).whereNotIn('u.id', staffIds).select(PERSON_COLUMNS)) as PersonRow[];
      const members: CourseMember[] = [
        ...staff.map((row) => ({ ...toPerson(row), role: row.role, moderator: row.role === 'instructor' || course.no_mgr !== true })),
        ...students.map((row) => ({ ...toPerson(row), role: 'student' as const, moderator: false })),
      ];
      return members.sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname));
    },
    async byIds(ids) {
      if (!ids.length) return [];
      return ((await db('users as u').whereIn('u.id', [...ids]).select(PERSON_COLUMNS)) as PersonRow[]).map(toPerson);
    },
  };
}
