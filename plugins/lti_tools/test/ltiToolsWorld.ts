import { generateKeyPairSync } from 'node:crypto';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import ltiTools from '../src/server/index.ts';

export interface LtiToolsWorld {
  tk: TestKernel;
  course: CourseFixture;
  adminClient: TestClient;
  professorClient: TestClient;
  studentClient: TestClient;
}

/** A kernel with the lti_tools plugin, a site administrator, an instructor with a one-page course and its student. */
export async function ltiToolsWorld(): Promise<LtiToolsWorld> {
  const tk = await createTestKernel({ plugins: [ltiTools] });
  const admin = await tk.createUser('site-admin');
  const professor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({ title: 'Physics', instructor: professor, students: [student], lessons: [{ title: 'Motion', pages: [{ title: 'Speed' }] }] });
  return { tk, course, adminClient: await tk.loginAs(admin), professorClient: await tk.loginAs(professor), studentClient: await tk.loginAs(student) };
}

export const RSA_PUBLIC_PEM = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

export const TOOL = {
  name: 'Physics Lab',
  target_link_uri: 'https://tool.example.org/launch',
  login_url: 'https://tool.example.org/login',
  jwks_url: 'https://tool.example.org/keys',
  deep_link_url: 'https://tool.example.org/deeplink',
};
