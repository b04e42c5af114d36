import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { createTestKernel, type TestKernel, type TestUser } from '@lms/sdk/testing';
import ltiTools from '../src/server/index.ts';
import { DEMO_TOOL, ltiToolsDemo } from '../src/server/ltiToolsDemo.ts';

let tk: TestKernel;
let courseId: string;
let admin: TestUser;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [ltiTools] });
  courseId = (await tk.createCourse()).courseId;
  admin = await tk.createUser('site-admin');
});
afterAll(() => tk?.close());

const seed = () => {
  const user = { id: admin.id } as SessionUser;
  return ltiToolsDemo.seed({ courseId, paidCourseId: courseId, administrator: user, instructor: user, students: [], createdComponents: {}, deps: tk.kernel.resolveDepsFor('lti-tools', ltiToolsDemo.deps) });
};

describe('the external tools demo', () => {
  it('registers the demo tool once and connects the demo course to it', async () => {
    expect(await seed()).toEqual([`External tools: ${DEMO_TOOL.name} at /administrator/tools, connected to the demo course`]);
    await seed();
    const client = await tk.loginAs(admin);
    const { tool_providers: tools } = (await client.get('lti_tool_providers')).body as { tool_providers: { _id: string; name: string }[] };
    expect(tools.map((tool) => tool.name)).toEqual([DEMO_TOOL.name]);
    const connections = await tk.kernel.knex('lti_tools_connections').where({ course_id: courseId });
    expect(connections).toEqual([expect.objectContaining({ provider_id: tools[0]!._id })]);
  });
});
