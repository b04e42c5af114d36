import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import type { CourseSettings } from '../courseSettings/courseSettingsTypes.ts';
import type { LessonDetail, LibraryItem, LibraryKind, PageDetail } from './authoringTypes.ts';

/** Query keys and fetchers of the authoring reads (docs/api.md "Content"). */
export const authoringQueries = {
  courseSettings: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['course-settings', courseId],
      queryFn: async () => (await api.get<{ settings: CourseSettings }>(`get_course_settings_info/${courseId}`)).settings,
    }),
  lesson: (api: ApiClient, courseId: string, lessonId: string) =>
    queryOptions({
      queryKey: ['lesson', courseId, lessonId],
      queryFn: () => api.get<LessonDetail>(`lessons/${courseId}/${lessonId}/`),
    }),
  /** The page with its editable fields (the edit preview: drafts and locked items included). */
  pageDetail: (api: ApiClient, courseId: string, pageId: string) =>
    queryOptions({
      queryKey: ['page-detail', courseId, pageId],
      queryFn: () => api.get<PageDetail>(`preview/collection/pages/${pageId}/${courseId}`),
    }),
  library: (api: ApiClient, courseId: string, kind: LibraryKind) =>
    queryOptions({
      queryKey: ['library', courseId, kind],
      queryFn: async () => (await api.get<{ items: LibraryItem[] }>(`library/${courseId}/?type=${kind}`)).items,
    }),
};
