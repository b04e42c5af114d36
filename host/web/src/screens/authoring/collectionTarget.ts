import type { ApiClient } from '@lms/sdk/web';
import {
  cloneLessons,
  clonePages,
  createLesson,
  createPage,
  pinItem,
  removeLessons,
  removePages,
  updateCourse,
  updateLesson,
  updatePage,
  type ClonedItem,
  type Relocation,
  type Scheduling,
} from '@lms/sdk/calls';

/** A collection being edited: a course's lessons, or a lesson's pages (docs/api.md "Content"). */
export type CollectionTarget = { kind: 'lessons'; courseId: string } | { kind: 'pages'; courseId: string; lessonId: string };

export const NOUNS = { lessons: 'lesson', pages: 'page' } as const;

/** Where the collection lives, for the "already in the ..." warning. */
export const HOLDERS = { lessons: 'course', pages: 'lesson' } as const;

/** What the collection editor changes on one item. */
export type ItemChange = Scheduling & { title?: string };

/** The calls of a collection editor, for a course's lessons or a lesson's pages. */
export interface CollectionCalls {
  /** Creates an item at the end; answers its id. */
  create(title: string): Promise<string>;
  /** Saves an item; answers where it went when a shared item was copied. */
  update(id: string, change: ItemChange): Promise<Relocation | undefined>;
  /** PUT with the whole new list: courses/{c}/ {lessons} or lessons/{c}/{l}/ {pages}. */
  reorder(ids: readonly string[]): Promise<unknown>;
  clone(ids: string[]): Promise<ClonedItem[]>;
  /** Takes items out; answers where the lesson went when taking a page out of a shared lesson copied it. */
  remove(ids: string[]): Promise<Relocation | undefined>;
  pin(id: string): Promise<unknown>;
}

export function collectionCalls(api: ApiClient, target: CollectionTarget): CollectionCalls {
  const { courseId } = target;
  const pin = (id: string) => api.call(pinItem, { params: { type: target.kind, itemId: id, courseId } });
  if (target.kind === 'lessons') {
    return {
      create: async (title) => (await api.call(createLesson, { params: { courseId }, body: { title } })).new_lesson._id,
      update: async (lessonId, change) => (await api.call(updateLesson, { params: { courseId, lessonId }, body: change })).relocated,
      reorder: (ids) => api.call(updateCourse, { params: { courseId }, body: { lessons: [...ids] } }),
      clone: async (ids) => (await api.call(cloneLessons, { params: { courseId }, body: { ids } })).lessons,
      remove: async (ids) => {
        await api.call(removeLessons, { params: { courseId }, body: { ids } });
        return undefined;
      },
      pin,
    };
  }
  const { lessonId } = target;
  return {
    create: async (title) => (await api.call(createPage, { params: { courseId, lessonId }, body: { title } })).new_page._id,
    update: async (pageId, change) => (await api.call(updatePage, { params: { courseId, lessonId, pageId }, body: change })).relocated,
    reorder: (ids) => api.call(updateLesson, { params: { courseId, lessonId }, body: { pages: [...ids] } }),
    clone: async (ids) => (await api.call(clonePages, { params: { courseId, lessonId }, body: { ids } })).pages,
    remove: async (ids) => (await api.call(removePages, { params: { courseId, lessonId }, body: { ids } })).relocated,
    pin,
  };
}
