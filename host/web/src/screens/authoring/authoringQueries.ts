import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getCourseSettings, getLesson, listLibrary, previewPage, type LibraryItemType } from '@lms/sdk/calls';

/** Query keys and fetchers of the authoring reads (docs/api.md "Content"). */
export const authoringQueries = {
  courseSettings: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['course-settings', courseId],
      queryFn: async () => (await api.call(getCourseSettings, { params: { courseId } })).settings,
    }),
  lesson: (api: ApiClient, courseId: string, lessonId: string) =>
    queryOptions({
      queryKey: ['lesson', courseId, lessonId],
      queryFn: () => api.call(getLesson, { params: { courseId, lessonId } }),
    }),
  /** The page with its editable fields (the edit preview: drafts and locked items included). */
  pageDetail: (api: ApiClient, courseId: string, pageId: string) =>
    queryOptions({
      queryKey: ['page-detail', courseId, pageId],
      queryFn: () => api.call(previewPage, { params: { pageId, courseId } }),
    }),
  library: (api: ApiClient, courseId: string, kind: LibraryItemType) =>
    queryOptions({
      queryKey: ['library', courseId, kind],
      queryFn: async () => (await api.call(listLibrary, { params: { courseId }, query: { type: kind } })).items,
    }),
};
