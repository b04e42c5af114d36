import type { ComponentType } from 'react';
import type { ApiComponent } from '@lms/contract';
import type { RouteName, RouteParams } from './routeTable.ts';

/** Part 1 §2 "Course mode": student view, presentation (Instructor View) or edit (Author Mode). */
export type CourseMode = 'student' | 'presentation' | 'edit';

export interface ComponentViewProps<C = Record<string, unknown>> {
  component: ApiComponent<C>;
  courseId: string;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
  /**
   * The reader teaches this course and is not viewing it as a student: show
   * what instructors see (every step, locked tabs, answers). Students always
   * read in presentation mode, so `mode` alone cannot tell them apart.
   * Absent means false.
   */
  professorView?: boolean;
  /** The page's `view` query (part 2 §2): presets a list's tab, e.g. a project's own or classmates' ('shared') projects. */
  view?: 'default' | 'shared';
}

export interface ComponentEditorProps<C = Record<string, unknown>> {
  component: ApiComponent<C>;
  /** The config being edited (controlled). */
  value: C;
  onChange(value: C): void;
  /** Messages of the last failed save, keyed by the field's path inside the config (e.g. "html"). */
  errors: Record<string, string>;
  courseId: string;
  /** The page the component is edited from (the host always gives it; a container creates its children there). */
  lessonId?: string;
  pageId?: string;
}

/** The web half of a component type: how students see it and how authors edit it. */
export interface WebComponentType<C = Record<string, unknown>> {
  View: ComponentType<ComponentViewProps<C>>;
  Editor: ComponentType<ComponentEditorProps<C>>;
}

/**
 * What the screen of route N gets: the parameters of N's path, typed from the
 * route table (`ScreenProps<'page'>` has courseId, lessonId and pageId). A screen
 * shown for several routes names them all (`ScreenProps<'course' | 'course.edit'>`).
 */
export interface ScreenProps<N extends RouteName> {
  params: RouteParams<N>;
}

/** Screens by route name: a screen registered for a route must take that route's params. */
export type ScreenMap = { readonly [N in RouteName]?: ComponentType<ScreenProps<N>> };

/** Part 1 §2: the right panels (only one open at a time). */
export const RIGHT_PANELS = ['messages', 'notes', 'studyCenter', 'bookmarks', 'glossary', 'calendar', 'slideout'] as const;
export type RightPanelId = (typeof RIGHT_PANELS)[number];

export interface WebPanel {
  title: string;
  Panel: ComponentType<{ onClose(): void }>;
}

/**
 * What a component footer gets: the component the host's frame shows and how it
 * is read. The host renders every installed plugin's footers under each
 * component's View; a footer decides itself whether to show anything (for
 * example, comments only when the component has them on).
 */
export interface ComponentFooterProps {
  component: ApiComponent;
  courseId: string;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
  /** As for a View: the reader teaches the course and is not viewing it as a student. */
  professorView: boolean;
}

/** What a plugin's `web` entry exports (default export). Views should be React.lazy so each loads on demand. */
export interface WebPluginManifest {
  id: string;
  // Each entry has its own config type; the map holds them as `any` on purpose.
  components?: Record<string, WebComponentType<any>>;
  screens?: ScreenMap;
  panels?: Partial<Record<RightPanelId, WebPanel>>;
  /** Shown under every component on a page (see ComponentFooterProps); React.lazy keeps them out of the first load. */
  componentFooters?: ComponentType<ComponentFooterProps>[];
}

export function defineWebPlugin(manifest: WebPluginManifest): WebPluginManifest {
  return manifest;
}
