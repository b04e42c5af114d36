import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import lti from '../src/server/index.ts';
import { DEMO_PLATFORM, ltiDemo } from '../src/server/ltiDemo.ts';

let tk: TestKernel;
let courseId: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [lti] });
  courseId = (await tk.createCourse()).courseId;
});
afterAll(() => tk?.close());

const seed = () => {
  const admin = { id: 'a'.repeat(24) } as SessionUser;
  return ltiDemo.seed({ courseId, paidCourseId: courseId, administrator: admin, instructor: admin, students: [], createdComponents: {}, deps: tk.kernel.resolveDepsFor('lti', ltiDemo.deps) });
};

describe('the LTI demo', () => {
  it('registers the partner LMS once, and says where LTI setup is', async () => {
    expect(await seed()).toEqual([`LTI tool: ${DEMO_PLATFORM.issuer} is registered as a platform; it would launch /server/lti/login, and LTI setup is at /${courseId}/lti_setup`]);
    await seed();
    const admin = await tk.loginAs(await tk.createUser('site-admin'));
    const { platforms } = (await admin.get('lti/platforms')).body as { platforms: { issuer: string; client_id: string }[] };
    expect(platforms).toEqual([expect.objectContaining({ issuer: DEMO_PLATFORM.issuer, client_id: DEMO_PLATFORM.client_id })]);
  });
});
