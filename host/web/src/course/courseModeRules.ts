import { routePath, type CourseMode, type RouteName } from '@lms/sdk/web';

/** What a user may do in one course, as far as the mode is concerned. */
export interface CourseRights {
  /** Instructor, assistant or site administrator. */
  professor: boolean;
  /** Instructor or site administrator (never an assistant). */
  edit: boolean;
  /**
   * Manager rights (part 3 §6): professors, but not assistants of a course with
   * assistants_no_mgr_rights unless they are program administrators (the server
   * decides: the course list's `manage`).
   */
  manage: boolean;
}

/** Content routes whose URL gets /edit appended in edit mode, and their edit twins. */
const EDIT_TWINS: Readonly<Record<string, string>> = {
  course: 'course.edit',
  lesson: 'lesson.edit',
  page: 'page.edit',
  component: 'component.edit',
};
const EDIT_ROUTES = new Set(Object.values(EDIT_TWINS));

export function isEditRoute(routeName: string): boolean {
  return EDIT_ROUTES.has(routeName);
}

/** Authoring routes: only in edit mode. */
export function isAuthoringRoute(routeName: string): boolean {
  return isEditRoute(routeName) || routeName === 'component.new' || routeName === 'collection.new';
}

/** The tail of a URL that creates an item: .../new, .../new/edit, and /{courseId}/{lessonId}//new/edit. */
const CREATING_TAIL = /\/+new(?:\/edit)?\/?$/;

export function hasEditTwin(routeName: string): boolean {
  return routeName in EDIT_TWINS;
}

/** The mode a user sees: students always presentation; edit only with edit rights. */
export function effectiveMode(rights: CourseRights, stored: CourseMode | undefined): CourseMode {
  if (!rights.professor) return 'presentation';
  if (stored === 'edit' && !rights.edit) return 'presentation';
  return stored ?? 'presentation';
}

export function withEditSuffix(pathname: string): string {
  return pathname.endsWith('/edit') ? pathname : `${pathname.replace(/\/$/, '')}/edit`;
}

export function withoutEditSuffix(pathname: string): string {
  return pathname.replace(/\/edit\/?$/, '');
}

/**
 * Part 1 §2: course tools that are named differently in student and presentation
 * mode; null means the tool does not exist in that mode (the user goes to the course home).
 */
const STUDENT_MODE_ROUTES: Readonly<Record<string, RouteName | null>> = {
  dashboard: 'insights',
  'dashboard.average': 'insights',
  'dashboard.engagement': 'insights',
  'reports.grades': 'gradebook',
  'reports.grades_new': 'gradebook',
  drilldown: 'gradebook',
  'drilldown.professor': 'gradebook',
  activity_settings: null,
  activity_settings_new: null,
  'program.activity_settings': null,
  rollupmanager: null,
  rollupmanager_new: null,
  'program.rollupmanager_new': null,
  activity_reorder: null,
  'program.activity_reorder': null,
  late_work_manager: null,
  enrollments: null,
  grading_center: null,
  'grading_center.byquestion': null,
  'grading_center.bystudent': null,
  'grading_center.board': null,
  board_grades: null,
};
const PRESENTATION_MODE_ROUTES: Readonly<Record<string, RouteName | null>> = {
  insights: 'dashboard',
  'drilldown.student': 'drilldown.professor',
  gradebook: 'reports.grades_new',
  'insights.gradebook': 'reports.grades_new',
};

/**
 * Where the current screen lives in `mode`: edit appends /edit to course,
 * lesson, page and component URLs, leaving edit mode strips it (the
 * screens that create an item fall back to its page or lesson), and the course tools of
 * part 1 §2 are swapped for their student or presentation counterparts.
 */
export function pathForMode(routeName: string, pathname: string, mode: CourseMode, courseId: string): string {
  if (mode === 'edit') return hasEditTwin(routeName) ? withEditSuffix(pathname) : pathname;
  // Creating screens fall back to where the item was being added (a page or a lesson).
  if (isAuthoringRoute(routeName) && CREATING_TAIL.test(pathname)) return pathname.replace(CREATING_TAIL, '');
  if (isEditRoute(routeName)) return withoutEditSuffix(pathname);
  const twin = modeTwin(routeName, mode);
  if (twin === undefined) return pathname;
  return twin ? routePath(twin, { courseId }) : `/${courseId}`;
}

/**
 * A course tool's counterpart in a non-edit mode (part 1 §2): a route name,
 * null when the tool does not exist in that mode (the course root instead),
 * undefined when the tool is the same in that mode.
 */
export function modeTwin(routeName: string, mode: Exclude<CourseMode, 'edit'>): RouteName | null | undefined {
  const renames = mode === 'student' ? STUDENT_MODE_ROUTES : PRESENTATION_MODE_ROUTES;
  return routeName in renames ? renames[routeName] : undefined;
}

/** The course tools whose name depends on the mode (part 1 §2). */
export function isModeTool(routeName: string): boolean {
  return routeName in STUDENT_MODE_ROUTES || routeName in PRESENTATION_MODE_ROUTES;
}

/**
 * The course's rights from the user's role in it and their manager rights
 * there (GET courses/: `role`, `manage`), and site-administrator status.
 * Instructors always have manager rights (as on the server); an assistant's
 * come from `manage`.
 */
export function rightsFromRole(role: string | undefined, siteAdministrator: boolean, manage: boolean): CourseRights {
  if (siteAdministrator) return { professor: true, edit: true, manage: true };
  const instructor = role === 'instructor';
  return { professor: instructor || role === 'assistant', edit: instructor, manage: instructor || (role === 'assistant' && manage) };
}
