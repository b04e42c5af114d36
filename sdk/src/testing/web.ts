/**
 * Test helpers for a plugin's web side (jsdom tests). Apart from
 * `@lms/sdk/testing`, which boots kernels and so belongs to Node tests.
 */
export { componentFixture } from './componentFixture.ts';
export { ControlledEditor } from './ControlledEditor.tsx';
export { FakeRealtimeSocket } from './FakeRealtimeSocket.ts';
export { fakeComponentHost, type FakeComponentHost } from './fakeComponentHost.tsx';
export { fakeApiClient, type FakeApiHandler } from './fakeApiClient.ts';
export { stubLayoutForProseMirror } from './stubLayoutForProseMirror.ts';
export { TestQueryCache, createTestQueryClient } from './testQueryCache.tsx';
export { prepareChartEnvironment, resetChartEnvironment } from './chartEnvironment.ts';
export { renderInHost } from './renderInHost.tsx';
export { postFixture, commentFixture } from './threadFixture.ts';
