import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';
import { CourseService } from './CourseService.ts';
import { ContentReader } from './ContentReader.ts';
import { ComponentService } from './ComponentService.ts';
import { CourseDirectoryService } from './CourseDirectoryService.ts';
import { CourseResourceReader } from './CourseResourceReader.ts';
import { LessonReader } from './LessonReader.ts';
import { ContentCopier } from './ContentCopier.ts';
import { ContentLibrary } from './ContentLibrary.ts';
import { ItemEditor } from './ItemEditor.ts';
import { CollectionService } from './CollectionService.ts';
import { CourseSettingsService } from './CourseSettingsService.ts';
import { LearnerTrail } from './LearnerTrail.ts';
import { VisitWriter, type VisitTiming } from './VisitWriter.ts';
import { ItemCourses } from './ItemCourses.ts';
import { TagService } from './TagService.ts';
import { CourseListReader } from './CourseListReader.ts';
import { CourseProgressReader } from './CourseProgressReader.ts';
import { CourseCreation } from './CourseCreation.ts';
import { CourseArchive } from './CourseArchive.ts';
import { TypeContributions } from '../grading/reads/typeContributions.ts';

/** The content area's services: courses, components, authoring and delivery. */
export const contentRefs = {
  courses: createServiceRef<CourseService>('core.courses'),
  components: createServiceRef<ComponentService>('core.components'),
  content: createServiceRef<ContentReader>('core.content'),
  /** What plugins see of courses (`coreServices.courses`). */
  courseDirectory: createServiceRef<CourseDirectoryService>('core.course-directory-service'),
  lessons: createServiceRef<LessonReader>('core.lesson-reader'),
  copier: createServiceRef<ContentCopier>('core.content-copier'),
  library: createServiceRef<ContentLibrary>('core.content-library'),
  editor: createServiceRef<ItemEditor>('core.item-editor'),
  collections: createServiceRef<CollectionService>('core.collections'),
  settings: createServiceRef<CourseSettingsService>('core.course-settings'),
  trail: createServiceRef<LearnerTrail>('core.learner-trail'),
  /** The write-behind buffer of content_visits; the kernel stops it (writes what waits) before the database closes. */
  visits: createServiceRef<VisitWriter>('core.visit-writer'),
  tags: createServiceRef<TagService>('core.content-tags'),
  itemCourses: createServiceRef<ItemCourses>('core.item-courses'),
  courseLists: createServiceRef<CourseListReader>('core.course-lists'),
  courseProgress: createServiceRef<CourseProgressReader>('core.course-progress'),
  creation: createServiceRef<CourseCreation>('core.course-creation'),
  archive: createServiceRef<CourseArchive>('core.course-archive'),
} as const;

const { database: db, clock, ids } = coreServices;

/** Only the settings given: an absent one keeps its default. */
const visitTiming = (tracking: { flushMs?: number; flushRows?: number } | undefined): Partial<VisitTiming> => ({
  ...(tracking?.flushMs !== undefined ? { flushMs: tracking.flushMs } : {}),
  ...(tracking?.flushRows !== undefined ? { flushRows: tracking.flushRows } : {}),
});

export const contentServices = [
  defineService({ ref: contentRefs.archive, deps: { db, clock, audit: coreServices.auditLog }, factory: (d) => new CourseArchive(d.db, d.clock, d.audit) }),
  defineService({
    ref: contentRefs.creation,
    deps: { db, courses: contentRefs.courses, directory: contentRefs.courseDirectory, permissions: permissionRefs.permissionService, settings: coreServices.installationSettings, audit: coreServices.auditLog, people: coreServices.people },
    factory: (d) => new CourseCreation(d.db, d.courses, d.directory, d.permissions, d.settings, d.audit, d.people),
  }),
  defineService({ ref: contentRefs.courses, deps: { db, ids, clock }, factory: (d) => new CourseService(d.db, d.ids, d.clock) }),
  defineService({
    ref: contentRefs.content,
    deps: { db, clock, componentTypes: kernelParts.componentTypes },
    factory: (d) => new ContentReader(d.db, d.clock, d.componentTypes),
  }),
  defineService({
    ref: contentRefs.components,
    deps: {
      db,
      ids,
      clock,
      componentTypes: kernelParts.componentTypes,
      content: contentRefs.content,
      library: contentRefs.library,
      mediaCheck: mediaRefs.referenceCheck,
      pluginDeps: kernelParts.pluginDeps,
      ledger: coreServices.grading,
    },
    factory: (d) => new ComponentService(d.db, d.ids, d.clock, d.componentTypes, d.content, d.library, d.mediaCheck, d.pluginDeps, d.ledger),
  }),
  defineService({
    ref: contentRefs.courseDirectory,
    deps: { db, ids, clock, content: contentRefs.content, copier: contentRefs.copier, componentTypes: kernelParts.componentTypes },
    factory: (d) => new CourseDirectoryService(d.db, d.ids, d.clock, d.content, d.copier, new CourseResourceReader(d.db, d.componentTypes)),
  }),
  defineService({
    ref: contentRefs.lessons,
    deps: { db, clock, componentTypes: kernelParts.componentTypes },
    factory: (d) => new LessonReader(d.db, d.clock, d.componentTypes),
  }),
  defineService({
    ref: contentRefs.copier,
    deps: { ids, clock, componentTypes: kernelParts.componentTypes },
    factory: (d) => new ContentCopier(d.ids, d.clock, d.componentTypes),
  }),
  defineService({ ref: contentRefs.library, deps: { db, clock }, factory: (d) => new ContentLibrary(d.db, d.clock) }),
  defineService({
    ref: contentRefs.editor,
    deps: { db, clock, componentTypes: kernelParts.componentTypes, copier: contentRefs.copier, library: contentRefs.library, reader: contentRefs.lessons },
    factory: (d) => new ItemEditor(d.db, d.clock, d.componentTypes, d.copier, d.library, d.reader),
  }),
  defineService({
    ref: contentRefs.collections,
    deps: { db, ids, clock, copier: contentRefs.copier, library: contentRefs.library },
    factory: (d) => new CollectionService(d.db, d.ids, d.clock, d.copier, d.library),
  }),
  defineService({ ref: contentRefs.settings, deps: { db, clock }, factory: (d) => new CourseSettingsService(d.db, d.clock) }),
  defineService({
    ref: contentRefs.trail,
    deps: { db, clock, content: contentRefs.content, permissions: permissionRefs.permissionService, visits: contentRefs.visits },
    factory: (d) => new LearnerTrail(d.db, d.clock, d.content, d.permissions, d.visits),
  }),
  defineService({
    ref: contentRefs.visits,
    deps: { db, badges: coreServices.badges, logger: coreServices.logger, config: kernelParts.config },
    // The tracking buffer's flush settings (docs/operations.md "Tracking") hold for visits too.
    factory: (d) => new VisitWriter(d.db, d.badges, d.logger, visitTiming(d.config.tracking)),
  }),
  defineService({ ref: contentRefs.tags, deps: { db, ids, clock }, factory: (d) => new TagService(d.db, d.ids, d.clock) }),
  defineService({ ref: contentRefs.itemCourses, deps: { db }, factory: (d) => new ItemCourses(d.db) }),
  defineService({ ref: contentRefs.courseLists, deps: { db }, factory: (d) => new CourseListReader(d.db) }),
  defineService({
    ref: contentRefs.courseProgress,
    deps: {
      db,
      clock,
      tracking: coreServices.tracking,
      grading: coreServices.grading,
      componentTypes: kernelParts.componentTypes,
      pluginDeps: kernelParts.pluginDeps,
      progressHooks: kernelParts.progressHooks,
    },
    factory: (d) => {
      // A student's own dates come from the component types that keep them (e.g. the assessment's overrides), as the gradebook reads them.
      const contributions = new TypeContributions(d.componentTypes, d.pluginDeps);
      const reader = new CourseProgressReader(d.db, d.clock, d.tracking, (courseId, userId) => contributions.studentSchedules(d.db, courseId, [userId]), d.progressHooks, d.pluginDeps);
      // A submission, a grade, an excusal or a due-date exception changes what is done and due: drop those users' summaries.
      d.grading.onChange((change) => reader.forget(change.userIds, change.courseId));
      return reader;
    },
  }),
  // Plugins' narrow views (see contract/services.ts).
  defineService({ ref: coreServices.components, deps: { components: contentRefs.components }, factory: (d) => d.components }),
  defineService({ ref: coreServices.courses, deps: { directory: contentRefs.courseDirectory }, factory: (d) => d.directory }),
];
