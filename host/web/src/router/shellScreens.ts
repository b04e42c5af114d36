import type { ScreenMap } from '@lms/sdk/web';
import { LoginScreen } from '../screens/login/LoginScreen.tsx';
import { LogoutScreen } from '../screens/logout/LogoutScreen.tsx';
import { RootRedirect } from '../screens/root/RootRedirect.tsx';
import { MyCoursesScreen } from '../screens/list/MyCoursesScreen.tsx';
import { BundleListScreen } from '../screens/list/BundleListScreen.tsx';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { CourseHomeScreen } from '../screens/course/CourseHomeScreen.tsx';
import { LessonScreen } from '../screens/lesson/LessonScreen.tsx';
import { PageScreen } from '../screens/page/PageScreen.tsx';
import { ComponentScreen } from '../screens/component/ComponentScreen.tsx';
import { NewComponentScreen } from '../screens/component/NewComponentScreen.tsx';
import { ComponentEditScreen } from '../screens/component/ComponentEditScreen.tsx';
import { NewCollectionItemScreen } from '../screens/component/NewCollectionItemScreen.tsx';
import { CourseSettingsScreen } from '../screens/courseSettings/CourseSettingsScreen.tsx';
import { DevMailboxScreen } from '../screens/devMailbox/DevMailboxScreen.tsx';
import { PasswordRecoveryScreen } from '../screens/passwordRecovery/PasswordRecoveryScreen.tsx';
import { ChangePasswordScreen } from '../screens/changePassword/ChangePasswordScreen.tsx';
import { UnsubscribeScreen } from '../screens/unsubscribe/UnsubscribeScreen.tsx';
import { AccountScreen } from '../screens/account/AccountScreen.tsx';
import { RegisterScreen } from '../screens/register/RegisterScreen.tsx';
import { SignupScreen } from '../screens/signup/SignupScreen.tsx';
import { SignupCourseScreen } from '../screens/signup/SignupCourseScreen.tsx';
import { ValidateScreen } from '../screens/validate/ValidateScreen.tsx';
import { ValidateTokenScreen } from '../screens/validate/ValidateTokenScreen.tsx';
import { ProfessorRegistrationScreen } from '../screens/professorRegistration/ProfessorRegistrationScreen.tsx';
import { LtiRegisterScreen } from '../screens/ltiRegister/LtiRegisterScreen.tsx';
import { ComeBackLaterScreen } from '../screens/comebacklater/ComeBackLaterScreen.tsx';
import { PagePreviewScreen } from '../screens/preview/PagePreviewScreen.tsx';
import { ComponentPreviewScreen } from '../screens/preview/ComponentPreviewScreen.tsx';
import { StudentCoursesScreen } from '../screens/list/StudentCoursesScreen.tsx';
import { OngoingCoursesScreen } from '../screens/list/OngoingCoursesScreen.tsx';
import { ArchivedCoursesScreen } from '../screens/list/ArchivedCoursesScreen.tsx';
import { OngoingCourseScreen } from '../screens/ongoingCourse/OngoingCourseScreen.tsx';
import { CourseStudentsScreen } from '../screens/ongoingCourse/CourseStudentsScreen.tsx';
import { CourseLmsScreen } from '../screens/ongoingCourse/CourseLmsScreen.tsx';
import { ProgramActivitySettingsScreen } from '../screens/ongoingCourse/ProgramActivitySettingsScreen.tsx';
import { AnnouncementsScreen } from '../screens/administrator/AnnouncementsScreen.tsx';

/** The screens the shell itself provides, by route name; every other route is a plugin's, or not found. */
export const SHELL_SCREENS: ScreenMap = {
  root: RootRedirect,
  login: LoginScreen,
  logout: LogoutScreen,
  list: MyCoursesScreen,
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
  courses: StudentCoursesScreen,
  ongoing_courses: OngoingCoursesScreen,
  archived_courses: ArchivedCoursesScreen,
  'ongoing_courses.course': OngoingCourseScreen,
  'ongoing_courses.students': CourseStudentsScreen,
  'ongoing_courses.lms': CourseLmsScreen,
  'program.activity_settings': ProgramActivitySettingsScreen,
  'administrator.announcements': AnnouncementsScreen,
};
