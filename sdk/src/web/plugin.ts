import type { ComponentType } from 'react';
import type { ApiComponent } from '@lms/contract';
import type { PathParams } from '@lms/contract/call.ts';
import type { AdministrationEntry, CourseMenuEntry, HeaderEntry, WebPanel } from './extensionPoints.ts';
import type { RouteEntry, RouteName, RouteParams } from './routeTable.ts';
import type { ValueChange } from './valueChange.ts';

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
  /**
   * Set when a container opens the View in its own frame and asks for a
   * starting state and the outcome (part 3 §4 QuizMe); absent on a page. A
   * type that has no such states ignores it. See ComponentOpening.
   */
  opening?: ComponentOpening;
}

/** A submit's score as a scored type reports it to its container: both numbers, only when the taker may see them now. */
export interface ScoredOutcome {
  score: number;
  max_score: number;
}

/**
 * How a container (the insights plugin's QuizMe modal) opens a scored type's
 * View, so it never needs that plugin's internals (docs/plugin-authoring.md
 * "Opening a View in a container"):
 * - `state` 'initial': the start, without the outcome of an earlier attempt;
 *   'review': the latest submitted attempt's review when there is one (else the start).
 * - `onScored`: called after each submit whose score the taker may see now
 *   (not while a person has yet to score a Question).
 */
export interface ComponentOpening {
  state: 'initial' | 'review';
  onScored?(outcome: ScoredOutcome): void;
}

export interface ComponentEditorProps<C = Record<string, unknown>> {
  component: ApiComponent<C>;
  /** The config being edited (controlled). */
  value: C;
  /**
   * Reports the new config, or an updater the host applies to the config as it
   * is then. Whatever ends after an await (an upload, a create, a lookup) must
   * pass an updater: `value` is that of the render the work started in, and a
   * config built on it would undo what the author edited meanwhile.
   */
  onChange(next: ValueChange<C>): void;
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

/** What the screen of a plugin's own route gets: `RouteScreenProps<typeof notesListRoute>` has the params of its path. */
export interface RouteScreenProps<E extends RouteEntry> {
  params: PathParams<E['path']>;
}

/** The screens of the spec's routes and of the plugin's own routes `R`, each typed by its route's path. */
export type PluginScreenMap<R extends readonly RouteEntry[]> = ScreenMap & {
  readonly [E in R[number] as E['name']]?: ComponentType<RouteScreenProps<E>>;
};

/** A right panel's id: any id, unique across plugins (the spec names messages, notes, studyCenter, bookmarks, glossary, calendar, slideout). */
export type RightPanelId = string;

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

/**
 * Marks an element of a View whose children are authored page text set as HTML
 * (`dangerouslySetInnerHTML`), so React never renders into it: page decorators
 * may annotate the text inside (the glossary marks its terms there).
 */
export const PAGE_TEXT_ATTRIBUTE = 'data-lms-page-text';

/**
 * What a page decorator gets: the element holding the page's components, once
 * rendered. A decorator renders nothing itself; it may change the DOM inside
 * `[data-lms-page-text]` elements only (see PAGE_TEXT_ATTRIBUTE), must undo its
 * changes when it unmounts, and must redo them when a View replaces that text.
 */
export interface PageDecoratorProps {
  root: HTMLElement;
  courseId: string;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
}

/** What a plugin declares on its web side, its own routes `R` typing their screens. */
export interface WebPluginDefinition<R extends readonly RouteEntry[]> {
  id: string;
  // Each entry has its own config type; the map holds them as `any` on purpose.
  components?: Record<string, WebComponentType<any>>;
  /** The plugin's own routes (`pluginRoute(...)`), beside the spec's route table; each needs a screen. */
  routes?: R;
  screens?: PluginScreenMap<R>;
  /** Right panels by id. */
  panels?: Readonly<Record<RightPanelId, WebPanel>>;
  /** Icons in the app header, each opening a panel or a route. */
  headerEntries?: readonly HeaderEntry[];
  /** Entries of the course menu, each a route of a course (`:courseId` its only parameter). */
  courseMenu?: readonly CourseMenuEntry[];
  /** Screens of the administration area, listed on the Administration home (/administrator) for who may open them. */
  administrationEntries?: readonly AdministrationEntry[];
  /**
   * Errnos the plugin's screens answer themselves (a message, a form's field): a
   * read failing with one of them does not end the session (the shell's global error rule).
   */
  handledErrnos?: readonly string[];
  /** Shown under every component on a page (see ComponentFooterProps); React.lazy keeps them out of the first load. */
  componentFooters?: ComponentType<ComponentFooterProps>[];
  /** Run on every page screen over its components' page text (see PageDecoratorProps); React.lazy keeps them out of the first load. */
  pageDecorators?: ComponentType<PageDecoratorProps>[];
  /**
   * Elements the shell's /routing/{route} screen mounts, by route (part 1 §2: a
   * custom element per route, after the screen stores the redirect cookie); a
   * route no plugin maps shows the not-found screen. React.lazy keeps them out of the first load.
   */
  routingElements?: Readonly<Record<string, ComponentType>>;
}

/** What a plugin's `web` entry exports (default export), as the shell reads it. Views should be React.lazy so each loads on demand. */
export interface WebPluginManifest extends Omit<WebPluginDefinition<readonly RouteEntry[]>, 'screens'> {
  /**
   * Screens by route name; the shell checks the names at start-up (see defineWebPlugin).
   * Each screen takes its own route's params, so the map holds them as `any` on purpose.
   */
  screens?: Readonly<Partial<Record<string, ComponentType<any>>>>;
}

/**
 * Types a web manifest: each screen against its route's params (the spec's
 * routes and the plugin's own `routes`). The shell checks it at start-up: a
 * screen for an unknown route, a route name or path another route has, a panel
 * or header entry another plugin has, or an entry opening nothing stops the app
 * with one line naming the plugin.
 */
export function defineWebPlugin<const R extends readonly RouteEntry[] = []>(manifest: WebPluginDefinition<R>): WebPluginManifest {
  return manifest;
}
