import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiComponent, ComponentTypeChoice, CourseHomeView, PageView } from '@lms/sdk/web';
import type { BookmarkedPage, DatedCourseEntry, LastActivity, PagePreview } from './deliveryTypes.ts';

/** `?as=student`: a professor in student mode reads exactly what a student would (docs/api.md "Viewing as a student"). */
function asStudent(path: string, student: boolean): string {
  return student ? `${path}?as=student` : path;
}

/** Query keys and fetchers of the content calls, shared by every screen that reads them. */
export const courseQueries = {
  myCourses: (api: ApiClient) =>
    queryOptions({
      queryKey: ['courses'],
      queryFn: async () => (await api.get<{ courses: DatedCourseEntry[] }>('courses/')).courses,
    }),
  outline: (api: ApiClient, courseId: string, student = false) =>
    queryOptions({
      queryKey: student ? ['course', courseId, 'as-student'] : ['course', courseId],
      queryFn: () => api.get<CourseHomeView>(asStudent(`courses/${courseId}/`, student)),
    }),
  page: (api: ApiClient, courseId: string, lessonId: string, pageId: string, student = false) =>
    queryOptions({
      queryKey: student ? ['page', courseId, lessonId, pageId, 'as-student'] : ['page', courseId, lessonId, pageId],
      queryFn: () => api.get<PageView>(asStudent(`pages/${courseId}/${lessonId}/${pageId}/`, student)),
    }),
  component: (api: ApiClient, courseId: string, componentId: string) =>
    queryOptions({
      queryKey: ['component', courseId, componentId],
      queryFn: () => api.get<ApiComponent>(`components/${courseId}/${componentId}/`),
    }),
  componentTypes: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['component-types', courseId],
      queryFn: async () => (await api.get<{ types: ComponentTypeChoice[] }>(`component_types/${courseId}/`)).types,
    }),
  lastActivity: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['last-activity', courseId],
      queryFn: async () => (await api.get<{ last_activity: LastActivity | null }>(`user/last_activity/${courseId}`)).last_activity,
    }),
  bookmarks: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['bookmarks', courseId],
      queryFn: async () => (await api.get<{ pages: BookmarkedPage[] }>(`bookmarks/${courseId}/`)).pages,
    }),
};

/** The edit previews (docs/api.md "Content": professors only, drafts and locked items included). */
export const previewQueries = {
  page: (api: ApiClient, courseId: string, pageId: string) =>
    queryOptions({
      queryKey: ['preview', 'page', courseId, pageId],
      queryFn: () => api.get<PagePreview>(`preview/collection/pages/${pageId}/${courseId}`),
    }),
  component: (api: ApiClient, courseId: string, moduleType: string, moduleId: string) =>
    queryOptions({
      queryKey: ['preview', 'component', courseId, moduleType, moduleId],
      queryFn: () => api.get<ApiComponent>(`preview/${encodeURIComponent(moduleType)}/${moduleId}/${courseId}`),
    }),
};
