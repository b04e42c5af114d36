export { createTestKernel, type TestKernel, type KernelUnderTest, type TestKernelOptions } from './createTestKernel.ts';
export { TEST_PASSWORD, type TestUser, type TestUserOverrides, type CourseFixture, type CourseFixtureSpec } from './seedKernel.ts';
export { bootProcessKernel, withProcessKernel, type ProcessKernel, type ProcessKernelOptions } from './processKernel.ts';
export { TestClient, type TestResponse } from './TestClient.ts';
export { TestClock } from './TestClock.ts';
export { drainJobs, mailTo } from './testMailbox.ts';
export { testDatabaseKind, type TestDatabaseKind } from './testDatabase.ts';
export { createThrowawayPostgres, type ThrowawayDatabase, type ThrowawayOptions } from './throwawayPostgres.ts';
export { componentTestBed, type ComponentTestBed } from './componentTestBed.ts';
export { bestEventLoopDelay } from './eventLoopDelay.ts';
/** A real HTTP server on 127.0.0.1 for tests of code that fetches public addresses. */
export { startLocalSite, allowTestServer, testPublicWeb, page, redirect, type LocalSite, type Handler } from './localSite.ts';
export { testSockets, ask, type TestSocket } from './testSockets.ts';
export {
  enrol,
  enrolledCourseIds,
  enrolledUserIds,
  courseStaffIds,
  accountByEmail,
  updateAccount,
  updateCourse,
  removeAccount,
  removeCourse,
  courseCount,
  storedCourseSettings,
  courseLessonIds,
  setLabelBundle,
  ledgerActivity,
  ledgerAttempts,
  replaceStoredSubmission,
  replaceLedgerActivity,
  ledgerGradeCell,
  ledgerFinalGrade,
  placeLedgerComponent,
  storeGradedAttempt,
  paymentRecords,
  jobsOfKind,
  dropQueuedJobs,
  type AccountChanges,
  type CourseChanges,
  type LedgerActivity,
  type LedgerRecord,
  type LedgerGradeCell,
  type PlacedLedgerComponent,
  type PaymentRecord,
  type QueuedJob,
} from './kernelRecords.ts';
/** The wire names a hand-made request needs (the session and XSRF cookies, the API version header). */
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, API_VERSION, API_VERSION_HEADER } from '@lms/core';
