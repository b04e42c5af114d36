import type { PathParams } from '@lms/contract/call.ts';

/**
 * The spec's route table (part 1 §2, part 2 §2, part 3 §2) in one place. The host
 * router mounts every entry; a route renders the screen the shell or a plugin
 * provides for its name, and the not-found screen until one does.
 *
 * access: who may open it ('public' needs no login). 'manage': a course tool for
 * those with manager rights in the course (part 3 §6: activity settings and
 * rollups); any professor account opens it as far as the session goes, and the
 * shell's course-tool guard sends professors without manager rights in that
 * course to the list default.
 * flag: 'redesign' routes exist only with program_management_redesign on
 * (otherwise they redirect to the list default).
 */
export type RouteAccess = 'public' | 'user' | 'professor' | 'manage' | 'administrator' | 'program-admin' | 'site-admin';

/** One route: its name and path keep their literal types, so a screen's params come from its path. */
export interface RouteEntry<N extends string = string, P extends string = string> {
  name: N;
  path: P;
  access: RouteAccess;
  flag?: 'redesign';
}

const route = <N extends string, P extends string>(name: N, path: P, access: RouteAccess, flag?: 'redesign'): RouteEntry<N, P> => ({
  name,
  path,
  access,
  ...(flag ? { flag } : {}),
});

/** A course tool's route: its path under /:courseId/, kept literal. */
const courseTool = <N extends string, P extends string>(name: N, path: P, access: RouteAccess) => route(name, `/:courseId/${path}` as const, access);

/** An administrator child's route name: its first segment, plus `.item` when it takes a parameter. */
type AdministratorChildName<C extends string> = C extends `${infer Head}/${string}:${string}` ? `administrator.${Head}.item` : `administrator.${C}`;

const administratorChild = <C extends string>(child: C) =>
  route(`administrator.${child.split('/')[0]}${child.includes('/:') ? '.item' : ''}` as AdministratorChildName<C>, `/administrator/${child}` as const, 'administrator');

/** Course tools under /:courseId/ (instructor unless noted in access). */
const COURSE_TOOLS = [
  courseTool('activity_settings', 'activity_settings', 'manage'),
  courseTool('activity_settings_new', 'activity_settings_new', 'manage'),
  courseTool('late_work_manager', 'late_work_manager', 'professor'),
  courseTool('enrollments', 'enrollments', 'professor'),
  courseTool('assessment_deep_dive', 'assessment-deep-dive', 'professor'),
  courseTool('assessment_deep_dive.assessment', 'assessment-deep-dive/:assessmentId', 'professor'),
  courseTool('assessment_deep_dive.live_progress', 'assessment-deep-dive/:assessmentId/live-progress', 'professor'),
  courseTool('assessment_deep_dive.items_detailed_report', 'assessment-deep-dive/:assessmentId/items-detailed-report', 'professor'),
  courseTool('performance_report', 'performance_report', 'professor'),
  courseTool('grading_center', 'grading_center', 'professor'),
  courseTool('grading_center.byquestion', 'grading_center/:componentId/byquestion', 'professor'),
  courseTool('grading_center.bystudent', 'grading_center/:componentId/bystudent', 'professor'),
  courseTool('grading_center.board', 'grading_center/board/:componentId', 'professor'),
  courseTool('activity_reorder', 'activity_reorder', 'manage'),
  courseTool('rubrics_manager', 'rubrics_manager', 'professor'),
  courseTool('course_settings', 'course_settings', 'professor'),
  courseTool('full_calendar', 'full-calendar', 'user'),
  courseTool('board_grades', 'board_grades', 'professor'),
  courseTool('rollupmanager', 'rollupmanager', 'manage'),
  courseTool('rollupmanager_new', 'rollupmanager_new', 'manage'),
  courseTool('dashboard', 'dashboard', 'professor'),
  courseTool('dashboard.average', 'dashboard/average', 'professor'),
  courseTool('dashboard.engagement', 'dashboard/engagement', 'professor'),
  courseTool('insights', 'insights', 'user'),
  courseTool('insights.gradebook', 'insights/gradebook', 'user'),
  courseTool('drilldown', 'drilldown', 'user'),
  courseTool('drilldown.student', 'drilldown/student/:student', 'user'),
  courseTool('drilldown.professor', 'drilldown/professor', 'professor'),
  courseTool('lti_sync_manager', 'lti_sync_manager', 'professor'),
  courseTool('ai_manager', 'ai_manager', 'professor'),
  courseTool('lti_setup', 'lti_setup', 'professor'),
  courseTool('notes', 'notes', 'user'),
  courseTool('instructor_resources', 'instructor_resources', 'professor'),
  courseTool('reports.grades', 'reports/grades', 'professor'),
  courseTool('reports.grades_new', 'reports/grades_new', 'professor'),
  courseTool('reports.flashcards', 'reports/flashcards', 'user'),
  courseTool('gradebook', 'gradebook', 'user'),
  courseTool('search', 'search', 'user'),
  courseTool('report_student_deepdive', 'report_student_deepdive', 'professor'),
  courseTool('report_student_deepdive.student', 'report_student_deepdive/:student', 'professor'),
  // Part 2 §2 "item authoring list/edit": the Question bank; itemId may be `new` (never a lesson id: those are 24-hex).
  courseTool('questions', 'questions', 'professor'),
  courseTool('questions.item', 'questions/:itemId', 'professor'),
];

/** The administrator's pages under /administrator/. */
const ADMINISTRATOR_CHILDREN = [
  administratorChild('adoptions'),
  administratorChild('catalog'),
  administratorChild('catalog/:courseId'),
  administratorChild('courses/:courseId'),
  administratorChild('codes'),
  administratorChild('tools'),
  administratorChild('users'),
  administratorChild('users/:userId'),
  administratorChild('themes'),
  administratorChild('requests'),
  administratorChild('requests/:courseId'),
  administratorChild('request/:adoption'),
  administratorChild('settings'),
  administratorChild('aibook'),
  administratorChild('aichat'),
  administratorChild('aitrain'),
  administratorChild('aipersona'),
];

export const ROUTE_TABLE = [
  // Account and access
  route('root', '/', 'public'),
  route('login', '/login', 'public'),
  route('logout', '/logout', 'public'),
  route('signup', '/signup', 'user'),
  route('signup.course', '/signup/:courseId', 'user'),
  route('register', '/register', 'public'),
  route('register.course', '/register/:courseId', 'public'),
  route('validate', '/validate', 'public'),
  route('validate.token', '/validate/:validation', 'public'),
  route('passwordrecovery', '/passwordrecovery', 'public'),
  route('changepassword', '/changepassword/:resetId', 'public'),
  route('unsubscribe', '/unsubscribe/:resetid', 'public'),
  route('account', '/account', 'user'),
  route('lti_register', '/lti_register', 'public'),
  route('professor_registration', '/professor_registration/:id', 'public'),
  route('programregistration', '/programregistration/:invitationId', 'public'),
  route('acceptinvitation', '/acceptinvitation/:masterId/:type', 'user'),
  route('routing', '/routing/:route', 'user'),
  route('not_found', '/404', 'public'),
  route('explainer', '/explainer', 'public'),
  // Payments
  route('payment', '/payment/:id', 'public'),
  route('gift', '/gift/:id', 'public'),
  route('redeem', '/redeem/:id', 'public'),
  route('paymentsuccess', '/paymentsuccess/:location', 'public'),
  route('comebacklater', '/comebacklater/:courseId/:laterDate', 'user'),
  // Course lists
  route('courses', '/courses', 'user'),
  route('list', '/list', 'user'),
  route('list.bundle', '/list/bundle/:id', 'user'),
  route('ongoing_courses', '/ongoing-courses', 'professor', 'redesign'),
  route('ongoing_courses.course', '/ongoing-courses/:courseId', 'professor', 'redesign'),
  route('ongoing_courses.students', '/ongoing-courses/:courseId/students', 'professor', 'redesign'),
  route('ongoing_courses.lms', '/ongoing-courses/:courseId/lms', 'professor', 'redesign'),
  route('catalog_courses', '/catalog-courses', 'professor', 'redesign'),
  route('archived_courses', '/archived-courses', 'professor', 'redesign'),
  route('program.activity_settings', '/:programId/activity-settings/:courseId', 'manage', 'redesign'),
  route('program.activity_reorder', '/:programId/activity_reorder/:courseId', 'manage', 'redesign'),
  route('program.rubrics_manager', '/:programId/rubrics_manager/:courseId', 'professor', 'redesign'),
  route('program.rollupmanager_new', '/:programId/rollupmanager_new/:courseId', 'manage', 'redesign'),
  // Preview
  route('preview', '/preview/:moduleType/:moduleId', 'user'),
  route('preview.vars', '/preview/:moduleType/:moduleId/:vars', 'user'),
  route('preview_lessons', '/preview-lessons', 'public'),
  // Speed grading
  route('speed_grading', '/speed-grading/:courseId/:lessonId/:pageId/:componentId', 'professor'),
  route('speed_grading.student', '/speed-grading/:courseId/:lessonId/:pageId/:componentId/:studentId', 'professor'),
  // Programs and administrator
  route('programs.list', '/programs/list', 'program-admin'),
  route('programs.detail', '/programs/detail/:programId', 'program-admin'),
  route('administrator', '/administrator', 'administrator'),
  ...ADMINISTRATOR_CHILDREN,
  // Part 3 §1 lists Announcements among the administrator features but gives it no route of its own.
  route('administrator.announcements', '/administrator/announcements', 'administrator'),
  // Issue 25: plugin packages installed by site administrators (our route; the spec has no plugin screen).
  route('administrator.plugins', '/administrator/plugins', 'site-admin'),
  // Course tools
  ...COURSE_TOOLS,
  // Projects
  route('project', '/project/:courseId/:lessonId/:pageId/:componentId/:projectId', 'user'),
  // Development mailbox: what the mail outbox sent (issue 3 item 4)
  route('dev.mailbox', '/dev/mailbox', 'site-admin'),
  // Content (after the fixed routes: a 24-hex first segment is a course id)
  route('course', '/:courseId', 'user'),
  route('course.edit', '/:courseId/edit', 'professor'),
  route('page.preview', '/:pageId/preview', 'professor'),
  route('lesson', '/:courseId/:lessonId', 'user'),
  route('lesson.edit', '/:courseId/:lessonId/edit', 'professor'),
  route('page', '/:courseId/:lessonId/:pageId', 'user'),
  route('page.edit', '/:courseId/:lessonId/:pageId/edit', 'professor'),
  route('component.new', '/:courseId/:lessonId/:pageId/new', 'professor'),
  route('component', '/:courseId/:lessonId/:pageId/:componentId', 'user'),
  route('component.edit', '/:courseId/:lessonId/:pageId/:componentId/edit', 'professor'),
  // Part 2 §2: adding a new item to a lesson's collection. The spec writes /{courseId}/{lessonId}//new/edit;
  // the router collapses double slashes in every link, and the shell rewrites such an address on load (canonicalPath).
  route('collection.new', '/:courseId/:lessonId/new/edit', 'professor'),
  route('liveview', '/:courseId/:lessonId/:pageId/:activityId/liveview', 'professor'),
  route('assessmentdetail', '/:courseId/:lessonId/:pageId/:activityId/assessmentdetail', 'professor'),
];

/** Any route of the table, each with its literal name and path. */
export type KnownRoute = (typeof ROUTE_TABLE)[number];
export type RouteName = KnownRoute['name'];
/** The path template of a route, e.g. RoutePath<'page'> is '/:courseId/:lessonId/:pageId'. */
export type RoutePath<N extends RouteName> = Extract<KnownRoute, { name: N }>['path'];
/** The parameters a route's path gives its screen, e.g. RouteParams<'page'> is { courseId, lessonId, pageId }. */
export type RouteParams<N extends RouteName> = PathParams<RoutePath<N>>;

/** The entry of a route name found at run time (a matched route's id), if the table has one. */
export function routeByName(name: string): KnownRoute | undefined {
  return ROUTE_TABLE.find((entry) => entry.name === name);
}

/** Fills a route's parameters: routePath('page', { courseId, lessonId, pageId }). */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  const entry = routeByName(name);
  if (!entry) throw new Error(`No route named ${name}`);
  return fillPath(entry, params);
}

/**
 * Fills any route's parameters, a plugin's own included:
 * fillRoutePath(notesListRoute, { courseId }) (the params typed from its path).
 */
export function fillRoutePath<P extends string>(entry: RouteEntry<string, P>, params: PathParams<NoInfer<P>>): string {
  return fillPath(entry, params);
}

function fillPath(entry: RouteEntry, params: Readonly<Record<string, string>>): string {
  return entry.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${entry.name} needs ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * A plugin's own web route (beside the spec's table): its name starts with the
 * plugin's id and a dot ("notes.list"), so it never takes a spec route's name;
 * the shell refuses at start-up a path another route already has.
 */
export function pluginRoute<const N extends `${string}.${string}`, const P extends `/${string}`>(name: N, path: P, access: RouteAccess): RouteEntry<N, P> {
  return route(name, path, access);
}
