import { createServiceRef } from '../contract/serviceRef.ts';
import { LessonReader } from './LessonReader.ts';
import { ContentCopier } from './ContentCopier.ts';
import { ContentLibrary } from './ContentLibrary.ts';
import { ItemEditor } from './ItemEditor.ts';
import { CollectionService } from './CollectionService.ts';
import { CourseSettingsService } from './CourseSettingsService.ts';
import { LearnerTrail } from './LearnerTrail.ts';
import { TagService } from './TagService.ts';
import { CourseListReader } from './CourseListReader.ts';

/** Refs of the content area's authoring and delivery services (registered by buildKernelContainer). */
export const contentRefs = {
  lessons: createServiceRef<LessonReader>('core.lesson-reader'),
  library: createServiceRef<ContentLibrary>('core.content-library'),
  editor: createServiceRef<ItemEditor>('core.item-editor'),
  collections: createServiceRef<CollectionService>('core.collections'),
  settings: createServiceRef<CourseSettingsService>('core.course-settings'),
  trail: createServiceRef<LearnerTrail>('core.learner-trail'),
  tags: createServiceRef<TagService>('core.content-tags'),
  courseLists: createServiceRef<CourseListReader>('core.course-lists'),
} as const;

/** Each content service class with the ref it answers to. */
export const CONTENT_SERVICES = [
  [LessonReader, contentRefs.lessons.id],
  [ContentCopier, null],
  [ContentLibrary, contentRefs.library.id],
  [ItemEditor, contentRefs.editor.id],
  [CollectionService, contentRefs.collections.id],
  [CourseSettingsService, contentRefs.settings.id],
  [LearnerTrail, contentRefs.trail.id],
  [TagService, contentRefs.tags.id],
  [CourseListReader, contentRefs.courseLists.id],
] as const;
