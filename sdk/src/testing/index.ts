export { createTestKernel, TEST_PASSWORD, type TestKernel, type TestKernelOptions, type TestUser, type CourseFixture, type CourseFixtureSpec } from './createTestKernel.ts';
export { TestClient, type TestResponse } from './TestClient.ts';
export { TestClock } from './TestClock.ts';
export { drainJobs, mailTo } from './testMailbox.ts';
export { testDatabaseKind, type TestDatabaseKind } from './testDatabase.ts';
export { createThrowawayPostgres, type ThrowawayDatabase, type ThrowawayOptions } from './throwawayPostgres.ts';
export { componentTestBed, type ComponentTestBed } from './componentTestBed.ts';
export { bestEventLoopDelay } from './eventLoopDelay.ts';
export { testSockets, ask, type TestSocket } from './testSockets.ts';
export {
  enrol,
  enrolledCourseIds,
  updateAccount,
  updateCourse,
  removeAccount,
  removeCourse,
  courseCount,
  setLabelBundle,
  ledgerActivity,
  ledgerAttempts,
  jobsOfKind,
  dropQueuedJobs,
  type AccountChanges,
  type CourseChanges,
  type LedgerActivity,
  type LedgerRecord,
  type QueuedJob,
} from './kernelRecords.ts';
/** The wire names a hand-made request needs (the session and XSRF cookies, the API version header). */
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, API_VERSION, API_VERSION_HEADER } from '@lms/core';
