import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// A real, certified LTI 1.3 tool (ltijs, on PostgreSQL through ltijs-sequelize) launched from an iframe component;
// its score reaches the gradebook through our AGS, as in the host.
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import ltiToolsPlugin from '../../../plugins/lti_tools/src/server/index.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';
import { cellOf, type GradebookAnswer } from '../../../plugins/gradebook/src/calls/gradebookCalls.ts';
import { startLtijs, type LtijsTool, type LtijsToken } from '../../support/ltijsTool.ts';

let tk: TestKernel;
let tool: LtijsTool;
let toolUrl: string;
let courseId: string;
let base: string;
let component: string;
let learner: TestClient;
let teacher: TestClient;
let student: TestUser;
let connected: LtijsToken | null = null;
let providerId: string;

/** Follows a browser through one hop: the answer's status, location, cookies and body. */
async function hop(url: string, init: RequestInit = {}, cookie = '') {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { status: response.status, location: response.headers.get('location'), cookies, body: await response.text() };
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, ltiToolsPlugin, gradebookPlugin] });
  const instructor = await tk.createUser('instructor');
  student = await tk.createUser('student', { firstname: 'Sam', lastname: 'Learn' });
  const course = await tk.createCourse({ title: 'Physics', instructor, students: [student] });
  courseId = course.courseId;
  base = `${courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);

  tool = await startLtijs('ltiplat', { cookies: { secure: false, sameSite: 'Lax' } }, {
    async onConnect(token, _request, response) {
      connected = token;
      const sent = await tool.provider.Grade.submitScore(token, token.platformContext.endpoint.lineitem, { userId: token.user, scoreGiven: 7, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
      response.send({ scored: Boolean(sent) });
    },
    async onDeepLinking(token, _request, response) {
      const jwt = await tool.provider.DeepLinking.createDeepLinkingMessage(token, [{ type: 'ltiResourceLink', title: 'Pendulum lab', url: `${toolUrl}/?lab=pendulum` }], { message: 'Picked.' });
      response.send({ jwt, action: token.platformContext.deepLinkingSettings.deep_link_return_url });
    },
  });
  toolUrl = `http://127.0.0.1:${await tool.listen()}`;

  const adminClient = await tk.loginAs(await tk.createUser('site-admin'));
  const provider = (await adminClient.post('lti_create_tool_provider', { name: 'ltijs', target_link_uri: `${toolUrl}/`, login_url: `${toolUrl}/login`, jwks_url: `${toolUrl}/keys`, deep_link_url: `${toolUrl}/` })).body;
  providerId = provider._id;
  component = (await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: `${toolUrl}/`, title: 'ltijs activity', tool_provider_id: provider._id, lti_config: { graded: true, max_score: 20 } } })).body._id;
  const issuer = (await learner.get(`lti_launch_tool/${base}/${component}`)).body.fields.iss as string;
  await tool.registerPlatform(issuer, provider.client_id);
}, 60_000);

afterAll(async () => {
  await tool?.close();
  await tk?.close();
});

/** The browser from a login initiation: the tool's login, our authorization endpoint, the form post back to the tool, then its app's answer. */
async function throughTheBrowser({ url, fields }: { url: string; fields: Record<string, string> }) {
  const login = await hop(`${url}?${new URLSearchParams(fields)}`);
  expect(login.status).toBe(302);
  const auth = await hop(login.location!);
  expect(auth.status).toBe(200);
  const form = Object.fromEntries([...auth.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const action = /action="([^"]+)"/.exec(auth.body)![1]!;
  const launch = await hop(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }, login.cookies);
  expect(launch.status).toBe(302);
  const app = await hop(new URL(launch.location!, toolUrl).toString(), {}, [login.cookies, launch.cookies].filter(Boolean).join('; '));
  expect(app.status, app.body).toBe(200);
  return JSON.parse(app.body) as Record<string, unknown>;
}

describe('ltijs, a real LTI 1.3 tool, launched from an iframe component', () => {
  it('deep-links a resource back to the component editor (our request, its signed response, our return)', async () => {
    const picked = await throughTheBrowser((await teacher.get(`lti_deeplink/${base}/${component}`)).body);
    const returned = await hop(picked.action as string, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ JWT: picked.jwt as string }) });
    expect(returned.status, returned.body).toBe(200);
    expect(returned.body).toContain(`"componentId":"${component}","url":"${toolUrl}/?lab=pendulum","title":"Pendulum lab"`);
    // The author saves the picked address with the component; launches then target it.
    const saved = await teacher.put(`components/${base}/${component}/`, { config: { url: `${toolUrl}/?lab=pendulum`, title: 'ltijs activity', tool_provider_id: providerId, lti_config: { graded: true, max_score: 20 } } });
    expect(saved.status).toBe(200);
    expect((await learner.get(`lti_launch_tool/${base}/${component}`)).body.fields.target_link_uri).toBe(`${toolUrl}/?lab=pendulum`);
  }, 60_000);

  it('accepts our launch and posts its score through our AGS into the gradebook', async () => {
    expect(await throughTheBrowser((await learner.get(`lti_launch_tool/${base}/${component}`)).body)).toEqual({ scored: true });
    expect(connected).toMatchObject({ user: student.id, platformContext: { resource: { id: component } } });

    const answer = (await teacher.get(`gradebook/${courseId}/`)).body as GradebookAnswer;
    const column = answer.columns.findIndex((c) => c.report_title === 'ltijs activity');
    expect(cellOf(answer.students.find((row) => row.email === student.email)!, column)).toMatchObject({ score: 14 });
  }, 60_000);
});
