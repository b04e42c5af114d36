import type { ScreenMap } from '@lms/sdk/web';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { lazyScreen } from './lazyScreen.ts';

// Each screen is its own chunk (see lazyScreen); the not-found screen stays in the entry, RouteScreen shows it directly.
const LoginScreen = lazyScreen(async () => (await import('../screens/login/LoginScreen.tsx')).LoginScreen);
const LogoutScreen = lazyScreen(async () => (await import('../screens/logout/LogoutScreen.tsx')).LogoutScreen);
const RootRedirect = lazyScreen(async () => (await import('../screens/root/RootRedirect.tsx')).RootRedirect);
const MyCoursesScreen = lazyScreen(async () => (await import('../screens/list/MyCoursesScreen.tsx')).MyCoursesScreen);
const BundleListScreen = lazyScreen(async () => (await import('../screens/list/BundleListScreen.tsx')).BundleListScreen);
const CourseHomeScreen = lazyScreen(async () => (await import('../screens/course/CourseHomeScreen.tsx')).CourseHomeScreen);
const LessonScreen = lazyScreen(async () => (await import('../screens/lesson/LessonScreen.tsx')).LessonScreen);
const PageScreen = lazyScreen(async () => (await import('../screens/page/PageScreen.tsx')).PageScreen);
const ComponentScreen = lazyScreen(async () => (await import('../screens/component/ComponentScreen.tsx')).ComponentScreen);
const NewComponentScreen = lazyScreen(async () => (await import('../screens/component/NewComponentScreen.tsx')).NewComponentScreen);
const ComponentEditScreen = lazyScreen(async () => (await import('../screens/component/ComponentEditScreen.tsx')).ComponentEditScreen);
const NewCollectionItemScreen = lazyScreen(async () => (await import('../screens/component/NewCollectionItemScreen.tsx')).NewCollectionItemScreen);
const CourseSettingsScreen = lazyScreen(async () => (await import('../screens/courseSettings/CourseSettingsScreen.tsx')).CourseSettingsScreen);
const DevMailboxScreen = lazyScreen(async () => (await import('../screens/devMailbox/DevMailboxScreen.tsx')).DevMailboxScreen);
const PasswordRecoveryScreen = lazyScreen(async () => (await import('../screens/passwordRecovery/PasswordRecoveryScreen.tsx')).PasswordRecoveryScreen);
const ChangePasswordScreen = lazyScreen(async () => (await import('../screens/changePassword/ChangePasswordScreen.tsx')).ChangePasswordScreen);
const UnsubscribeScreen = lazyScreen(async () => (await import('../screens/unsubscribe/UnsubscribeScreen.tsx')).UnsubscribeScreen);
const AccountScreen = lazyScreen(async () => (await import('../screens/account/AccountScreen.tsx')).AccountScreen);
const RegisterScreen = lazyScreen(async () => (await import('../screens/register/RegisterScreen.tsx')).RegisterScreen);
const SignupScreen = lazyScreen(async () => (await import('../screens/signup/SignupScreen.tsx')).SignupScreen);
const SignupCourseScreen = lazyScreen(async () => (await import('../screens/signup/SignupCourseScreen.tsx')).SignupCourseScreen);
const ValidateScreen = lazyScreen(async () => (await import('../screens/validate/ValidateScreen.tsx')).ValidateScreen);
const ValidateTokenScreen = lazyScreen(async () => (await import('../screens/validate/ValidateTokenScreen.tsx')).ValidateTokenScreen);
const ProfessorRegistrationScreen = lazyScreen(async () => (await import('../screens/professorRegistration/ProfessorRegistrationScreen.tsx')).ProfessorRegistrationScreen);
const LtiRegisterScreen = lazyScreen(async () => (await import('../screens/ltiRegister/LtiRegisterScreen.tsx')).LtiRegisterScreen);
const ComeBackLaterScreen = lazyScreen(async () => (await import('../screens/comebacklater/ComeBackLaterScreen.tsx')).ComeBackLaterScreen);
const PagePreviewScreen = lazyScreen(async () => (await import('../screens/preview/PagePreviewScreen.tsx')).PagePreviewScreen);
const ComponentPreviewScreen = lazyScreen(async () => (await import('../screens/preview/ComponentPreviewScreen.tsx')).ComponentPreviewScreen);
const PreviewLessonsScreen = lazyScreen(async () => (await import('../screens/previewLessons/PreviewLessonsScreen.tsx')).PreviewLessonsScreen);
const StudentCoursesScreen = lazyScreen(async () => (await import('../screens/list/StudentCoursesScreen.tsx')).StudentCoursesScreen);
const OngoingCoursesScreen = lazyScreen(async () => (await import('../screens/list/OngoingCoursesScreen.tsx')).OngoingCoursesScreen);
const ArchivedCoursesScreen = lazyScreen(async () => (await import('../screens/list/ArchivedCoursesScreen.tsx')).ArchivedCoursesScreen);
const OngoingCourseScreen = lazyScreen(async () => (await import('../screens/ongoingCourse/OngoingCourseScreen.tsx')).OngoingCourseScreen);
const CourseStudentsScreen = lazyScreen(async () => (await import('../screens/ongoingCourse/CourseStudentsScreen.tsx')).CourseStudentsScreen);
const CourseLmsScreen = lazyScreen(async () => (await import('../screens/ongoingCourse/CourseLmsScreen.tsx')).CourseLmsScreen);
const ProgramActivitySettingsScreen = lazyScreen(async () => (await import('../screens/ongoingCourse/ProgramActivitySettingsScreen.tsx')).ProgramActivitySettingsScreen);
const EnrollmentsScreen = lazyScreen(async () => (await import('../screens/enrollments/EnrollmentsScreen.tsx')).EnrollmentsScreen);
const SearchScreen = lazyScreen(async () => (await import('../screens/search/SearchScreen.tsx')).SearchScreen);
const RoutingScreen = lazyScreen(async () => (await import('../screens/routing/RoutingScreen.tsx')).RoutingScreen);
const AnnouncementsScreen = lazyScreen(async () => (await import('../screens/administrator/AnnouncementsScreen.tsx')).AnnouncementsScreen);
const PluginsScreen = lazyScreen(async () => (await import('../screens/administrator/plugins/PluginsScreen.tsx')).PluginsScreen);

/** The screens the shell itself provides, by route name; every other route is a plugin's, or not found. */
export const SHELL_SCREENS: ScreenMap = {
  root: RootRedirect,
  login: LoginScreen,
  logout: LogoutScreen,
  list: MyCoursesScreen,
  routing: RoutingScreen,
  'list.bundle': BundleListScreen,
  not_found: NotFoundScreen,
  course: CourseHomeScreen,
  'course.edit': CourseHomeScreen,
  lesson: LessonScreen,
  'lesson.edit': LessonScreen,
  page: PageScreen,
  'page.edit': PageScreen,
  component: ComponentScreen,
  'component.edit': ComponentEditScreen,
  'component.new': NewComponentScreen,
  'collection.new': NewCollectionItemScreen,
  course_settings: CourseSettingsScreen,
  'dev.mailbox': DevMailboxScreen,
  passwordrecovery: PasswordRecoveryScreen,
  changepassword: ChangePasswordScreen,
  unsubscribe: UnsubscribeScreen,
  account: AccountScreen,
  register: RegisterScreen,
  'register.course': RegisterScreen,
  signup: SignupScreen,
  'signup.course': SignupCourseScreen,
  validate: ValidateScreen,
  'validate.token': ValidateTokenScreen,
  professor_registration: ProfessorRegistrationScreen,
  lti_register: LtiRegisterScreen,
  comebacklater: ComeBackLaterScreen,
  'page.preview': PagePreviewScreen,
  preview: ComponentPreviewScreen,
  'preview.vars': ComponentPreviewScreen,
  preview_lessons: PreviewLessonsScreen,
  courses: StudentCoursesScreen,
  ongoing_courses: OngoingCoursesScreen,
  archived_courses: ArchivedCoursesScreen,
  'ongoing_courses.course': OngoingCourseScreen,
  'ongoing_courses.students': CourseStudentsScreen,
  'ongoing_courses.lms': CourseLmsScreen,
  'program.activity_settings': ProgramActivitySettingsScreen,
  enrollments: EnrollmentsScreen,
  search: SearchScreen,
  'administrator.announcements': AnnouncementsScreen,
  'administrator.plugins': PluginsScreen,
};
