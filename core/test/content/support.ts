import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { testComponentsPlugin } from '../../../sdk/test/fixtures/testComponentTypes.ts';

/** A kernel with the test component types (note, solo: one per page, fullpage: whole page, quiz: gradable). */
export function contentKernel(): Promise<TestKernel> {
  return createTestKernel({ plugins: [testComponentsPlugin] });
}

/** A content kernel with one instructor and one student, each with a logged-in client. */
export interface Classroom {
  tk: TestKernel;
  instructor: TestUser;
  student: TestUser;
  teacher: TestClient;
  learner: TestClient;
}

export async function classroom(): Promise<Classroom> {
  const tk = await contentKernel();
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  return { tk, instructor, student, teacher: await tk.loginAs(instructor), learner: await tk.loginAs(student) };
}
