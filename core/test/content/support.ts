import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';

/** A kernel with the test component types (note, solo: one per page, fullpage: whole page, quiz: gradable). */
export function contentKernel(): Promise<TestKernel> {
  return createTestKernel({ plugins: [testComponentsPlugin] });
}
