import type { AccountRole } from '@lms/core';

/** The demo password (meets the password rule of part 1 §5). Printed at start-up. */
export const DEMO_PASSWORD = 'LearnDemo-2026';

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  role: AccountRole;
  /** Their place in the demo course. */
  inCourse: 'instructor' | 'assistant' | 'student' | null;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.lms', firstname: 'Alex', lastname: 'Morgan', role: 'site-admin', inCourse: null },
  { email: 'programs@demo.lms', firstname: 'Sam', lastname: 'Okafor', role: 'program-admin', inCourse: null },
  { email: 'instructor@demo.lms', firstname: 'Dana', lastname: 'Whitfield', role: 'instructor', inCourse: 'instructor' },
  { email: 'assistant@demo.lms', firstname: 'Priya', lastname: 'Raman', role: 'assistant', inCourse: 'assistant' },
  { email: 'student1@demo.lms', firstname: 'Jamie', lastname: 'Lee', role: 'student', inCourse: 'student' },
  { email: 'student2@demo.lms', firstname: 'Chris', lastname: 'Novak', role: 'student', inCourse: 'student' },
  { email: 'student3@demo.lms', firstname: 'Maria', lastname: 'Santos', role: 'student', inCourse: 'student' },
];
