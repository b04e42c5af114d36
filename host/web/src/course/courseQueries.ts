import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiComponent } from '@lms/sdk/web';
import type { ComponentTypeChoice, CourseListEntry, CourseOutline, PageView } from '@lms/sdk/web';

/** Query keys and fetchers of the content calls, shared by every screen that reads them. */
export const courseQueries = {
  myCourses: (api: ApiClient) =>
    queryOptions({
      queryKey: ['courses'],
      queryFn: async () => (await api.get<{ courses: CourseListEntry[] }>('courses/')).courses,
    }),
  outline: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['course', courseId],
      queryFn: () => api.get<CourseOutline>(`courses/${courseId}/`),
    }),
  page: (api: ApiClient, courseId: string, lessonId: string, pageId: string) =>
    queryOptions({
      queryKey: ['page', courseId, lessonId, pageId],
      queryFn: () => api.get<PageView>(`pages/${courseId}/${lessonId}/${pageId}/`),
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
};
