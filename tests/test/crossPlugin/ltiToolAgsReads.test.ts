import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// AGS reads (issue 22 item 5): the iframe component (iframe plugin) names the tool (lti-tools), whose
// scores land in the ledger (gradebook plugin) and come back as the line item's results.
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import ltiToolsPlugin from '../../../plugins/lti_tools/src/server/index.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';

const AGS = 'https://purl.imsglobal.org/spec/lti-ags/scope/';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const FORBIDDEN_SCOPE = 'The access token does not carry the scope this call needs.';

let tk: TestKernel;
let courseId: string;
let teacher: TestClient;
let admin: TestClient;
let instructor: TestUser;
let student: TestUser;
let classmate: TestUser;
let graded: string;
let ungraded: string;
let origin: string;
let base: string;

interface Tool {
  key: CryptoKey;
  provider: { _id: string; client_id: string };
}
let tool: Tool;
let otherTool: Tool;

const server = (path: string) => `${tk.url}/server/${path}`;

async function makeTool(name: string): Promise<Tool> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const provider = (
    await admin.post('lti_create_tool_provider', { name, target_link_uri: 'https://tool.example.org/launch', login_url: 'https://tool.example.org/login', deep_link_url: 'https://tool.example.org/deeplink', public_key: await exportSPKI(pair.publicKey) })
  ).body;
  return { key: pair.privateKey, provider };
}

async function token(scope: string, of: Tool = tool, clientId = of.provider.client_id): Promise<string> {
  const assertion = await new SignJWT({ jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(`${origin}/server/lti_tools/token`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(of.key);
  const response = await fetch(server('lti_tools/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion, scope }),
  });
  const body = (await response.json()) as { access_token: string; scope: string };
  expect(response.status).toBe(200);
  return body.access_token;
}

async function get(path: string, bearer: string) {
  const response = await fetch(server(path), { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as unknown };
}

const lineItemUrl = (component: string, course = courseId) => `${origin}/server/lti_tools/ags/${course}/${component}/lineitems/${component}`;

async function postScore(bearer: string, userId: string, scoreGiven: number) {
  const response = await fetch(server(`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}/scores`), {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.ims.lis.v1.score+json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ userId, scoreGiven, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: new Date().toISOString() }),
  });
  expect(response.status).toBe(204);
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, ltiToolsPlugin, gradebookPlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student', { firstname: 'Sam', lastname: 'Learn' });
  classmate = await tk.createUser('student', { firstname: 'Cal', lastname: 'Mate' });
  const course = await tk.createCourse({ title: 'Physics', instructor, students: [student, classmate] });
  courseId = course.courseId;
  base = `${courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  tool = await makeTool('Physics Lab');
  otherTool = await makeTool('Chemistry Lab');
  const make = async (title: string, lti_config: { graded: boolean; max_score: number }, providerId = tool.provider._id) =>
    (await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: 'https://tool.example.org/launch', title, tool_provider_id: providerId, lti_config } })).body._id as string;
  graded = await make('Lab report', { graded: true, max_score: 20 });
  ungraded = await make('Sandbox', { graded: false, max_score: 0 });
  origin = (await teacher.get(`lti_launch_tool/${base}/${graded}`)).body.fields.iss;
  const scorer = await token(`${AGS}score`);
  await postScore(scorer, student.id, 8);
  await postScore(scorer, classmate.id, 5);
});

afterAll(() => tk?.close());

describe('the lineitem URL the launch advertises', () => {
  it('is the id of the line item it answers', async () => {
    const item = await get(`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}`, await token(`${AGS}lineitem.readonly`));
    expect(item.status).toBe(200);
    expect((item.body as { id: string }).id).toBe(lineItemUrl(graded));
  });
});

describe('GET lti_tools/ags/{courseId}/{componentId}/lineitems', () => {
  it('answers the graded component’s one line item as a line item container, to either line item scope', async () => {
    const expected = { id: lineItemUrl(graded), scoreMaximum: 20, label: 'Lab report', resourceLinkId: graded };
    for (const scope of [`${AGS}lineitem.readonly`, `${AGS}lineitem`]) {
      const answer = await get(`lti_tools/ags/${courseId}/${graded}/lineitems`, await token(scope));
      expect(answer.status, scope).toBe(200);
      expect(answer.type).toMatch(/^application\/vnd\.ims\.lis\.v2\.lineitemcontainer\+json/);
      expect(answer.body).toEqual([expected]);
    }
  });

  it('answers an empty container for a component that takes no grades', async () => {
    const answer = await get(`lti_tools/ags/${courseId}/${ungraded}/lineitems`, await token(`${AGS}lineitem.readonly`));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });
});

describe('GET lti_tools/ags/{courseId}/{componentId}/lineitems/{lineItemId}', () => {
  it('answers the line item with its media type', async () => {
    const answer = await get(`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}`, await token(`${AGS}lineitem.readonly ${AGS}result.readonly`));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/vnd\.ims\.lis\.v2\.lineitem\+json/);
    expect(answer.body).toEqual({ id: lineItemUrl(graded), scoreMaximum: 20, label: 'Lab report', resourceLinkId: graded });
  });

  it('is not found for another line item id or an ungraded component', async () => {
    const bearer = await token(`${AGS}lineitem.readonly`);
    expect((await get(`lti_tools/ags/${courseId}/${graded}/lineitems/${ungraded}`, bearer)).status).toBe(404);
    expect((await get(`lti_tools/ags/${courseId}/${ungraded}/lineitems/${ungraded}`, bearer)).body).toMatchObject({ error: 'Line item not found.' });
  });
});

describe('GET lti_tools/ags/{courseId}/{componentId}/lineitems/{lineItemId}/results', () => {
  const results = (query = '') => `lti_tools/ags/${courseId}/${graded}/lineitems/${graded}/results${query}`;

  it('answers each student’s grade from the ledger, scaled to the line item’s maximum', async () => {
    const answer = await get(results(), await token(`${AGS}result.readonly`));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/vnd\.ims\.lis\.v2\.resultcontainer\+json/);
    const body = answer.body as { userId: string; resultScore: number; resultMaximum: number; scoreOf: string; id: string }[];
    expect(body).toHaveLength(2);
    expect(body).toContainEqual({ id: `${lineItemUrl(graded)}/results?user_id=${student.id}`, scoreOf: lineItemUrl(graded), userId: student.id, resultScore: 16, resultMaximum: 20 });
    expect(body).toContainEqual(expect.objectContaining({ userId: classmate.id, resultScore: 10, resultMaximum: 20 }));
  });

  it('follows the ledger: an instructor’s grade of the cell is the result', async () => {
    const activityId = (await tk.kernel.knex('lti_tools_line_items').where({ course_id: courseId, component_id: graded }).first('activity_id'))!.activity_id as string;
    await tk.kernel.resolveFor('lti-tools', coreServices.grading).setGrade({ courseId, activityId, userId: classmate.id, grade: 12, by: instructor.id });
    const answer = await get(results(`?user_id=${classmate.id}`), await token(`${AGS}result.readonly`));
    expect(answer.body).toEqual([expect.objectContaining({ userId: classmate.id, resultScore: 12, resultMaximum: 20 })]);
  });

  it('filters by user_id and limits the count', async () => {
    const bearer = await token(`${AGS}result.readonly`);
    const one = await get(results(`?user_id=${encodeURIComponent(student.id)}`), bearer);
    expect(one.status).toBe(200);
    expect(one.body).toEqual([expect.objectContaining({ userId: student.id, resultScore: 16 })]);
    expect((await get(results('?user_id=nobody'), bearer)).body).toEqual([]);
    expect((await get(results('?limit=1'), bearer)).body as unknown[]).toHaveLength(1);
    expect((await get(results('?limit=0'), bearer)).status).toBe(422);
  });
});

describe('scopes and whose components', () => {
  it('refuses each read without its scope, 403 with a clear error', async () => {
    const scoreOnly = await token(`${AGS}score ${NRPS}`);
    const lineItemOnly = await token(`${AGS}lineitem.readonly ${AGS}lineitem`);
    const cases: [string, string][] = [
      [`lti_tools/ags/${courseId}/${graded}/lineitems`, scoreOnly],
      [`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}`, scoreOnly],
      [`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}`, await token(`${AGS}result.readonly`)],
      [`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}/results`, lineItemOnly],
      [`lti_tools/ags/${courseId}/${graded}/lineitems/${graded}/results`, scoreOnly],
    ];
    for (const [path, bearer] of cases) {
      const refused = await get(path, bearer);
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toMatchObject({ error: FORBIDDEN_SCOPE });
    }
    expect((await get(`lti_tools/ags/${courseId}/${graded}/lineitems`, 'forged')).status).toBe(401);
    expect((await fetch(server(`lti_tools/ags/${courseId}/${graded}/lineitems`))).status).toBe(401);
  });

  it('refuses another tool’s token, another course’s component, and a connection client of another course', async () => {
    const all = `${AGS}lineitem.readonly ${AGS}result.readonly`;
    const stranger = await token(all, otherTool);
    for (const path of [`lti_tools/ags/${courseId}/${graded}/lineitems`, `lti_tools/ags/${courseId}/${graded}/lineitems/${graded}`, `lti_tools/ags/${courseId}/${graded}/lineitems/${graded}/results`]) {
      const refused = await get(path, stranger);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ error: 'This activity launches another tool.' });
    }
    // The component of another course, asked under this course: no such component here.
    const otherInstructor = await tk.createUser('instructor');
    const other = await tk.createCourse({ title: 'Biology', instructor: otherInstructor });
    const otherTeacher = await tk.loginAs(otherInstructor);
    const otherComponent = (
      await otherTeacher.post(`components/${other.courseId}/${other.first.lessonId}/${other.first.pageId}/new/`, {
        type: 'iframe',
        config: { url: 'https://tool.example.org/launch', title: 'Cells', tool_provider_id: tool.provider._id, lti_config: { graded: true, max_score: 5 } },
      })
    ).body._id as string;
    const bearer = await token(all);
    expect((await get(`lti_tools/ags/${courseId}/${otherComponent}/lineitems`, bearer)).status).toBe(404);
    expect((await get(`lti_tools/ags/${other.courseId}/${graded}/lineitems/${graded}/results`, bearer)).status).toBe(404);
    // A client id the tool holds for the other course only does not read this course's line items.
    const connection = (await admin.post('lti_create_connection', { course_id: other.courseId, tool_provider_id: tool.provider._id, client_id: `biology-${crypto.randomUUID()}` })).body as { client_id: string };
    const biology = await token(all, tool, connection.client_id);
    expect((await get(`lti_tools/ags/${other.courseId}/${otherComponent}/lineitems`, biology)).status).toBe(200);
    expect((await get(`lti_tools/ags/${courseId}/${graded}/lineitems`, biology)).status).toBe(403);
  });
});
