import type { ComponentType } from 'react';
import type { CourseMode } from './plugin.ts';
import type { RouteAccess } from './routeTable.ts';

/** An icon as the shell draws it (a lucide-react icon fits): decorative, sized by the shell. */
export type ShellIcon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

/** A right panel (part 1 §2: one open at a time). Its id is the manifest's key: any id, unique across plugins. */
export interface WebPanel {
  title: string;
  icon: ShellIcon;
  /** `courseId`: the course whose screen is shown (panels open inside a course by default), null elsewhere. */
  Panel: ComponentType<{ onClose(): void; courseId: string | null }>;
}

/**
 * An icon in the app header. It opens a right panel (the plugin's own, or the
 * shell's `messages`) or goes to a route (a spec route or the plugin's own;
 * with `:courseId` in its path it shows only inside a course).
 */
export interface HeaderEntry {
  /** Unique across plugins; the spec's icons keep their place (messages, studyCenter, bookmarks, notes, calendar, glossary). */
  id: string;
  label: string;
  icon: ShellIcon;
  opens: { panel: string } | { route: string };
  /** Who sees it (default: anyone signed in); a route entry also needs the route's own access. */
  access?: RouteAccess;
  /** 'course' (default for panels that read the course): only on a course's screens. */
  place?: 'course' | 'everywhere';
  /**
   * A React hook the shell calls while it shows the entry: a count drawn on the
   * icon (e.g. the study center's red items), or null / 0 for none.
   */
  useCount?: () => number | null;
  /**
   * A React hook the shell calls on every render of the header: false leaves the
   * entry out here (e.g. the study center in a course with noStudyCenter).
   */
  useShown?: () => boolean;
}

/**
 * A screen of the administration area (part 3 §2: the children of
 * /administrator), listed on the Administration home for the users who may open
 * it: its route's access (and `access` when given) and a screen for the route.
 */
export interface AdministrationEntry {
  /** A spec route (e.g. 'administrator.users') or the plugin's own; no path parameters. */
  route: string;
  label: string;
  /** One line under the label. */
  description?: string;
  /** Narrower than the route's own access (e.g. 'site-admin'). */
  access?: RouteAccess;
  /** Lower comes first (default 100). */
  order?: number;
}

/** An administration entry the current user may open, as the shell hands it to the home screen. */
export interface AvailableAdministrationEntry {
  label: string;
  description?: string;
  href: string;
}

/**
 * Who a course-menu entry is for: the course's students, its professors
 * (instructors and assistants), its professors with manager rights (part 3 §6:
 * not assistants of a course with assistants_no_mgr_rights; the same rule as
 * a route of access 'manage', for a tool whose calls need course:manage), or
 * everyone.
 */
export type CourseMenuAudience = 'student' | 'professor' | 'manager' | 'everyone';

/**
 * An entry of the course menu (Home, Grades, Calendar ... for students; the
 * instructor's tools for professors). Its route's path must have `:courseId`
 * and no other parameter: the menu fills it with the current course.
 */
export interface CourseMenuEntry {
  /** A spec route or the plugin's own. */
  route: string;
  label: string;
  for: CourseMenuAudience;
  /** The course modes it shows in (default every mode); a student always reads in presentation. */
  modes?: readonly CourseMode[];
  /** Needs edit rights (instructors and site administrators, never assistants). */
  edit?: boolean;
  /** Lower comes first; the shell's own entries use 0 (Home), 10, 20 ... */
  order?: number;
  /**
   * A React hook the shell calls on every render of the menu: false leaves the
   * entry out here (e.g. the calendar in a course with use_calendar off).
   */
  useShown?: () => boolean;
}
