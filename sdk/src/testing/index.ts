export { createTestKernel, TEST_PASSWORD, type TestKernel, type TestKernelOptions, type TestUser, type CourseFixture, type CourseFixtureSpec } from './createTestKernel.ts';
export { TestClient, type TestResponse } from './TestClient.ts';
export { TestClock } from './TestClock.ts';
export { drainJobs, mailTo } from './testMailbox.ts';
export { testDatabaseKind, type TestDatabaseKind } from './testDatabase.ts';
export { createThrowawayPostgres, type ThrowawayDatabase } from './throwawayPostgres.ts';
export { componentTestBed, type ComponentTestBed } from './componentTestBed.ts';
export { bestEventLoopDelay } from './eventLoopDelay.ts';
