import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { ApiComponent } from '@lms/contract';
import type { SessionUserAnswer } from '@lms/contract/calls/authCalls.ts';
import type { ApiClient } from './apiClient.ts';
import type { ComponentOpening, CourseMode } from './plugin.ts';
import type { AvailableAdministrationEntry } from './extensionPoints.ts';

export type NotificationType = 'error' | 'warning' | 'info' | 'success';

export interface NotifyOptions {
  type: NotificationType;
  message: string;
  /** Milliseconds before it closes by itself (default 7000). */
  timeout?: number;
}

/** The session user as `sayhi/` answers it: the fields every screen may rely on (the account screen reads more). */
export type WebSessionUser = Pick<
  SessionUserAnswer,
  'mongoId' | 'name' | 'firstname' | 'lastname' | 'email' | 'instructor' | 'administrator' | 'program_administrator' | 'accountType'
>;

/** The publisher's legal pages (label bundle, part 1 §1), as links. */
export interface SiteLinks {
  terms: string;
  privacy: string;
  refund_policy: string;
}

/** Where the reader is: the course, lesson and page of the current screen's address, each when it names one. */
export interface CurrentPlace {
  courseId?: string;
  lessonId?: string;
  pageId?: string;
}

/** What the host gives every plugin view. */
export interface LmsWebServices {
  api: ApiClient;
  notify(options: NotifyOptions): void;
  user: WebSessionUser | null;
  /** The current course's mode (presentation outside courses). */
  mode: CourseMode;
  /** The publisher's terms, privacy and refund policy pages; the built-in ones when absent. */
  links?: SiteLinks;
  /** The current screen's course, lesson and page (a right panel reads them: it gets no route params). */
  place?: CurrentPlace;
  /** Part 1 §6 "Free or demo version": some features answer 'This feature is not enabled in the free version'. */
  freeVersion?: boolean;
  /** The administration area's screens (every plugin's `administrationEntries`) the user may open, in order. */
  administrationEntries?: readonly AvailableAdministrationEntry[];
}

/** The built-in legal pages (the default label bundle's). */
const DEFAULT_SITE_LINKS: SiteLinks = { terms: '/explainer#terms', privacy: '/explainer#privacy', refund_policy: '/explainer#refunds' };

export const LmsWebContext = createContext<LmsWebServices | null>(null);

function useServices(): LmsWebServices {
  const services = useContext(LmsWebContext);
  if (!services) throw new Error('LMS hooks must be used inside the host shell (LmsWebContext is missing)');
  return services;
}

export const useApi = (): ApiClient => useServices().api;
export const useNotify = (): LmsWebServices['notify'] => useServices().notify;
export const useSessionUser = (): WebSessionUser | null => useServices().user;
export const useCourseMode = (): CourseMode => useServices().mode;
export const useSiteLinks = (): SiteLinks => useServices().links ?? DEFAULT_SITE_LINKS;
const NOWHERE: CurrentPlace = {};
export const useCurrentPlace = (): CurrentPlace => useServices().place ?? NOWHERE;
export const useFreeVersion = (): boolean => useServices().freeVersion === true;
const NO_ENTRIES: readonly AvailableAdministrationEntry[] = [];
/** The Administration home's list: the administration screens the user may open. */
export const useAdministrationEntries = (): readonly AvailableAdministrationEntry[] => useServices().administrationEntries ?? NO_ENTRIES;
/** Part 1 §6 and part 2 §6: what a feature says in the free (demo) version, e.g. the page's bookmark star. */
export const FREE_VERSION_MESSAGE = 'This feature is not enabled in the free version';

/** What a container's View hands the host to show one of its components. */
export interface HostedComponentProps {
  component: ApiComponent;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
  /** The page's `view` query, passed on to the component's View. */
  view?: 'default' | 'shared';
  /** The state to open in and where the score goes (part 3 §4 QuizMe), passed on to the View (ComponentViewProps.opening). */
  opening?: ComponentOpening;
}

/**
 * What the host offers views that show other components or link to other
 * screens (container types such as tabs); see docs/plugin-authoring.md "Container types".
 */
export interface ComponentHost {
  /** Shows a component the way the page does: its plugin's View in the host's frame (title, edit link, failures contained). */
  Component: ComponentType<HostedComponentProps>;
  /**
   * Goes to a path of the app without reloading it (the unsaved-changes
   * warning still applies); `replace` takes the current entry's place in the
   * history, so Back does not return here.
   */
  navigate(path: string, options?: { replace?: boolean }): void;
  /**
   * A hook: while `dirty`, leaving the screen asks first (any in-app
   * navigation, Back and Forward included) and closing the tab warns; answers
   * the dialog to render, which says `message` when given. See `useUnsavedChangesWarning`.
   */
  useUnsavedChangesWarning?(dirty: boolean, message?: string): ReactNode;
}

export const ComponentHostContext = createContext<ComponentHost | null>(null);

function useComponentHost(): ComponentHost {
  const host = useContext(ComponentHostContext);
  if (!host) throw new Error('Component hosting must be used inside the host shell (ComponentHostContext is missing)');
  return host;
}

export const useComponentRenderer = (): ComponentHost['Component'] => useComponentHost().Component;
export const useAppNavigate = (): ComponentHost['navigate'] => useComponentHost().navigate;

/** Outside a host that asks on navigation: closing or reloading the tab still warns. */
function useBeforeUnloadWarning(dirty: boolean, _message?: string): ReactNode {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}

/**
 * Part 2 §5 "unsaved changes warn on navigation", for a plugin's screen or
 * editor: while `dirty`, any navigation away (links, `useAppNavigate`, the
 * browser's Back and Forward) asks first, and closing or reloading the tab
 * warns. Render the answer (the host's dialog, or null). A screen whose spec
 * words the question (activity settings' 'Are you sure? You have un-saved
 * changes.') passes them as `message`.
 */
export function useUnsavedChangesWarning(dirty: boolean, message?: string): ReactNode {
  // The host is the same for the whole tree, so the same hook runs on every render.
  const useWarning = useContext(ComponentHostContext)?.useUnsavedChangesWarning ?? useBeforeUnloadWarning;
  return useWarning(dirty, message);
}
