import { queryOptions } from '@tanstack/react-query';
import { HOST_DATA_EVENTS, refetchOnMeta, type ApiClient } from '@lms/sdk/web';
import { getComponent, getCoursePermissions, getCourseHome, getDashboard, getLastActivity, getPage, listBookmarks, listComponentTypes, listCourses, previewComponent, previewPage } from '@lms/sdk/calls';

/** `?as=student`: a professor in student mode reads exactly what a student would (docs/api.md "Viewing as a student"). */
const asStudent = (student: boolean) => (student ? { as: 'student' as const } : undefined);

/** Query keys and fetchers of the content calls, shared by every screen that reads them. */
export const courseQueries = {
  myCourses: (api: ApiClient) =>
    queryOptions({
      queryKey: ['courses'],
      queryFn: async () => (await api.call(listCourses)).courses,
      // A plugin's purchase or access code adds courses (docs/plugin-authoring.md "Server data").
      meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]),
    }),
  /** GET dashboard/: the caller's progress and what is due next in each course they take; one call for every card (the server keeps it 60 s). */
  dashboard: (api: ApiClient) =>
    queryOptions({
      queryKey: ['dashboard'],
      queryFn: async () => (await api.call(getDashboard)).courses,
      staleTime: 60_000,
      meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]),
    }),
  /** GET course_permissions/{courseId}: the redesign's canViewCourse and canEditCalendar. */
  permissions: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['course-permissions', courseId],
      queryFn: () => api.call(getCoursePermissions, { params: { courseId } }),
      meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]),
    }),
  outline: (api: ApiClient, courseId: string, student = false) =>
    queryOptions({
      queryKey: student ? ['course', courseId, 'as-student'] : ['course', courseId],
      queryFn: () => api.call(getCourseHome, { params: { courseId }, query: asStudent(student) }),
    }),
  page: (api: ApiClient, courseId: string, lessonId: string, pageId: string, student = false) =>
    queryOptions({
      queryKey: student ? ['page', courseId, lessonId, pageId, 'as-student'] : ['page', courseId, lessonId, pageId],
      queryFn: () => api.call(getPage, { params: { courseId, lessonId, pageId }, query: asStudent(student) }),
    }),
  component: (api: ApiClient, courseId: string, componentId: string) =>
    queryOptions({
      queryKey: ['component', courseId, componentId],
      queryFn: () => api.call(getComponent, { params: { courseId, componentId } }),
    }),
  componentTypes: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['component-types', courseId],
      queryFn: async () => (await api.call(listComponentTypes, { params: { courseId } })).types,
    }),
  lastActivity: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['last-activity', courseId],
      queryFn: async () => (await api.call(getLastActivity, { params: { courseId } })).last_activity,
    }),
  bookmarks: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['bookmarks', courseId],
      queryFn: async () => (await api.call(listBookmarks, { params: { courseId } })).pages,
      meta: refetchOnMeta([HOST_DATA_EVENTS.bookmarksChanged]),
    }),
};

/** The edit previews (docs/api.md "Content": professors only, drafts and locked items included). */
export const previewQueries = {
  page: (api: ApiClient, courseId: string, pageId: string) =>
    queryOptions({
      queryKey: ['preview', 'page', courseId, pageId],
      queryFn: () => api.call(previewPage, { params: { pageId, courseId } }),
    }),
  component: (api: ApiClient, courseId: string, moduleType: string, moduleId: string) =>
    queryOptions({
      queryKey: ['preview', 'component', courseId, moduleType, moduleId],
      queryFn: () => api.call(previewComponent, { params: { type: moduleType, componentId: moduleId, courseId } }),
    }),
};
