import { REFUND_POLICY_TEXT } from '@lms/theme-kit';
import type { HelpTopic, LegalSections } from './helpContent.ts';

/**
 * The help topics every installation shows until its label bundle gives its
 * own (`help.topics`): what the product's screens do, by role.
 */
export const BUILT_IN_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    audience: 'everyone',
    title: 'Getting started',
    body: 'Log in with your email and password, or create an account from the login page. If your course has a course id, enter it when you register or from your course list to join the course.',
  },
  {
    id: 'password',
    audience: 'everyone',
    title: 'Forgotten password',
    body: 'Open the password retrieval section of the login page and enter your email. If an account exists for it, you receive a link to choose a new password.',
  },
  {
    id: 'taking-a-course',
    audience: 'student',
    title: 'Taking a course',
    body: 'Open a course from My Courses. Each lesson holds pages; move between them with the navigation arrows. Additional Materials at the bottom of a page hold resources your instructor recommends.',
  },
  {
    id: 'study-tools',
    audience: 'student',
    title: 'Notes, bookmarks and the study center',
    body: 'Inside a course, the header opens your notes, bookmarks, the glossary, the calendar and the study center, which keeps the items you should review.',
  },
  {
    id: 'grades',
    audience: 'student',
    title: 'Your grades',
    body: 'The gradebook in the course menu lists every graded activity with your score, and how late work was counted.',
  },
  {
    id: 'teaching',
    audience: 'instructor',
    title: 'Running a course',
    body: 'The view toggle in the header switches between Instructor View, the student view and Author Mode. The course menu leads to activity settings, the grading center, enrollments, reports and the instructor resources of the course.',
  },
  {
    id: 'instructor-resources',
    audience: 'instructor',
    title: 'Instructor resources',
    body: 'Instructor notes and recommended resources of every lesson and page are listed together under Instructor Resources in the course menu; students never see instructor notes.',
  },
  {
    id: 'grading',
    audience: 'instructor',
    title: 'Grading',
    body: 'The grading center lists submissions by question or by student; speed grading opens each student’s work with its rubric in turn.',
  },
  {
    id: 'programs',
    audience: 'program-admin',
    title: 'Programs and sections',
    body: 'Program Management in the My Account menu lists your programs, their master courses and sections, and the invitations to instructors.',
  },
  {
    id: 'administration',
    audience: 'administrator',
    title: 'Administration',
    body: 'Administration Home in the My Account menu leads to users, courses, codes, tools, themes and the other settings of the installation.',
  },
];

/** The legal texts until a label bundle gives its own; the refund policy is part 1 §1's, word for word. */
export const BUILT_IN_LEGAL: LegalSections = {
  terms:
    'By creating an account you agree to use this platform for your own learning or teaching, to keep your password to yourself, and not to share course material outside your courses. Instructors decide what their courses contain and how they are graded.',
  privacy:
    'We keep the account details you give us (name, email and the fields of the registration form) and what you do in your courses (visits, answers, grades) so your instructors can teach and grade you. A session cookie keeps you logged in. Nothing is sold or shared with advertisers.',
  refunds: REFUND_POLICY_TEXT,
};
