/** The web side of the plugin SDK: what a plugin's `web` entry imports. */
export { defineWebPlugin, RIGHT_PANELS, type CourseMode, type ComponentViewProps, type ComponentEditorProps, type WebComponentType, type ScreenProps, type RightPanelId, type WebPanel, type WebPluginManifest } from './plugin.ts';
export { createApiClient, ApiError, CLIENT_API_VERSION, type ApiClient, type ApiClientOptions } from './apiClient.ts';
export { LmsWebContext, useApi, useNotify, useSessionUser, useCourseMode, type LmsWebServices, type NotifyOptions, type NotificationType, type WebSessionUser } from './context.ts';
export { ROUTE_TABLE, routeByName, routePath, type RouteEntry, type RouteAccess, type RouteName } from './routeTable.ts';
export type { ApiComponent, ApiErrorBody, ComponentMeta, ComponentTypeChoice, CourseHomeView, CourseListEntry, CourseOutline, CourseRole, OutlineLesson, OutlinePage, PageView } from '@lms/core/contract';
