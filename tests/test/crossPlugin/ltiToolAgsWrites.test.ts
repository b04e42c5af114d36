import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// AGS line item writes (issue 22 item 5): a tool makes, changes and removes line items on its
// iframe component (iframe plugin), each a column of the gradebook (gradebook plugin), through lti-tools.
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import ltiToolsPlugin from '../../../plugins/lti_tools/src/server/index.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';

const AGS = 'https://purl.imsglobal.org/spec/lti-ags/scope/';
const LINE_ITEM_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';

let tk: TestKernel;
let courseId: string;
let teacher: TestClient;
let student: TestUser;
let component: string;
let origin: string;

interface Tool {
  key: CryptoKey;
  provider: { _id: string; client_id: string };
}
let tool: Tool;
let otherTool: Tool;

const server = (path: string) => `${tk.url}/server/${path}`;
const container = () => `lti_tools/ags/${courseId}/${component}/lineitems`;
const db = () => tk.kernel.resolve(coreServices.database);
const columns = async () => (await db()('activities').where({ course_id: courseId, type: 'custom' }).select('id', 'title', 'max_score')) as { id: string; title: string; max_score: number }[];

async function makeTool(admin: TestClient, name: string): Promise<Tool> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const provider = (await admin.post('lti_create_tool_provider', { name, target_link_uri: 'https://tool.example.org/launch', login_url: 'https://tool.example.org/login', public_key: await exportSPKI(pair.publicKey) })).body;
  return { key: pair.privateKey, provider };
}

async function token(scope: string, of: Tool = tool): Promise<string> {
  const clientId = of.provider.client_id;
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
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call(method: string, path: string, bearer: string, body?: unknown) {
  const response = await fetch(path.startsWith('http') ? path : server(path), {
    method,
    headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': LINE_ITEM_TYPE }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { error?: string } };
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, ltiToolsPlugin, gradebookPlugin] });
  const instructor: TestUser = await tk.createUser('instructor');
  student = await tk.createUser('student');
  const course = await tk.createCourse({ title: 'Physics', instructor, students: [student] });
  courseId = course.courseId;
  const base = `${courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
  const admin = await tk.loginAs(await tk.createUser('site-admin'));
  tool = await makeTool(admin, 'Physics Lab');
  otherTool = await makeTool(admin, 'Chemistry Lab');
  component = (
    await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: 'https://tool.example.org/launch', title: 'Lab', tool_provider_id: tool.provider._id, lti_config: { graded: true, max_score: 20 } } })
  ).body._id as string;
  origin = (await teacher.get(`lti_launch_tool/${base}/${component}`)).body.fields.iss;
});

afterAll(() => tk?.close());

describe('AGS line item writes by a tool', () => {
  it('makes a line item (a gradebook column), lists it after the component’s own, takes scores on it, changes and removes it', async () => {
    const bearer = await token(`${AGS}lineitem ${AGS}score ${AGS}result.readonly`);
    const created = await call('POST', container(), bearer, { label: 'Quiz 2', scoreMaximum: 50, tag: 'quiz', resourceId: 'q2', endDateTime: '2027-01-15T12:00:00.000Z' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.type).toMatch(/^application\/vnd\.ims\.lis\.v2\.lineitem\+json/);
    const id = created.body.id as string;
    expect(id).toMatch(new RegExp(`^${origin}/server/lti_tools/ags/${courseId}/${component}/lineitems/\\w+$`));
    expect(created.body).toEqual({ id, label: 'Quiz 2', scoreMaximum: 50, tag: 'quiz', resourceId: 'q2', resourceLinkId: component, endDateTime: '2027-01-15T12:00:00.000Z' });
    expect(await columns()).toEqual([expect.objectContaining({ title: 'Quiz 2', max_score: 50 })]);

    const listed = await call('GET', container(), await token(`${AGS}lineitem.readonly`));
    expect((listed.body as unknown as { id: string }[]).map((item) => item.id)).toEqual([`${origin}/server/${container()}/${component}`, id]);
    expect((await call('GET', id, await token(`${AGS}lineitem.readonly`))).body).toEqual(created.body);

    // A score on it lands in its column, scaled to its maximum, and reads back as its result.
    const score = await call('POST', `${id}/scores`, bearer, { userId: student.id, scoreGiven: 8, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: new Date().toISOString() });
    expect(score.status, JSON.stringify(score.body)).toBe(204);
    const results = await call('GET', `${id}/results`, bearer);
    expect(results.body).toEqual([expect.objectContaining({ userId: student.id, resultScore: 40, resultMaximum: 50, scoreOf: id })]);

    const changed = await call('PUT', id, bearer, { label: 'Quiz 2 (retake)', scoreMaximum: 40 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ id, label: 'Quiz 2 (retake)', scoreMaximum: 40, resourceLinkId: component });
    expect(await columns()).toEqual([expect.objectContaining({ title: 'Quiz 2 (retake)', max_score: 40 })]);

    const removed = await call('DELETE', id, bearer);
    expect(removed.status).toBe(204);
    expect(await columns()).toEqual([]);
    expect(Number((await db()('lti_tools_created_line_items').count({ n: '*' }))[0]!.n)).toBe(0);
    expect(Number((await db()('lti_tools_scores').where({ component_id: id.split('/').pop() }).count({ n: '*' }))[0]!.n)).toBe(0);
    expect((await call('GET', id, bearer)).status).toBe(404);
  });

  it('needs the lineitem scope to write: a read-only token is refused, 403, and nothing is made', async () => {
    for (const scope of [`${AGS}lineitem.readonly`, `${AGS}score ${AGS}result.readonly`]) {
      const refused = await call('POST', container(), await token(scope), { label: 'Quiz 3', scoreMaximum: 10 });
      expect(refused.status, scope).toBe(403);
      expect(refused.body.error).toBe('The access token does not carry the scope this call needs.');
    }
    expect(await columns()).toEqual([]);
  });

  it('refuses a bad line item with a clear message, storing nothing', async () => {
    const bearer = await token(`${AGS}lineitem`);
    for (const body of [{ label: 'No maximum' }, { label: '', scoreMaximum: 10 }, { label: 'Zero', scoreMaximum: 0 }, { label: 'Other link', scoreMaximum: 5, resourceLinkId: 'another' }, { label: 'Bad date', scoreMaximum: 5, endDateTime: 'soon' }]) {
      const refused = await call('POST', container(), bearer, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error).toContain('A line item needs a label');
    }
    expect(await columns()).toEqual([]);
  });

  it('leaves the component’s own line item to its author, and another tool’s line items to that tool', async () => {
    const bearer = await token(`${AGS}lineitem`);
    const own = `${container()}/${component}`;
    expect((await call('PUT', own, bearer, { label: 'Renamed', scoreMaximum: 5 })).body.error).toBe('This line item is the component’s own: its author changes it in the course.');
    expect((await call('DELETE', own, bearer)).status).toBe(403);
    const made = await call('POST', container(), bearer, { label: 'Mine', scoreMaximum: 5 });
    // Another tool reaches neither this component nor what this tool made on it.
    const stranger = await token(`${AGS}lineitem`, otherTool);
    expect((await call('DELETE', made.body.id as string, stranger)).status).toBe(403);
    expect((await call('POST', container(), stranger, { label: 'Theirs', scoreMaximum: 5 })).status).toBe(403);
    expect((await call('DELETE', `${container()}/unknown1234567890abcdef0`, bearer)).status).toBe(404);
    expect((await columns()).map((column) => column.title)).toEqual(['Mine']);
  });
});
