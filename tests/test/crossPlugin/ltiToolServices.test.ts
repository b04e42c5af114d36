import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// A tool's scores reach the gradebook: the iframe component (iframe plugin) names the tool (lti-tools),
// whose AGS endpoint writes the ledger the gradebook plugin reads, as in the host.
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import ltiToolsPlugin from '../../../plugins/lti_tools/src/server/index.ts';
import { launchesRef } from '../../../plugins/lti_tools/src/server/services.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';
import { cellOf, type GradebookAnswer } from '../../../plugins/gradebook/src/calls/gradebookCalls.ts';

const AGS = 'https://purl.imsglobal.org/spec/lti-ags/scope/';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

let tk: TestKernel;
let courseId: string;
let teacher: TestClient;
let admin: TestClient;
let student: TestUser;
let toolKey: CryptoKey;
let provider: { _id: string; client_id: string };
let graded: string;
let ungraded: string;
let origin: string;
let base: string;

const server = (path: string) => `${tk.url}/server/${path}`;

async function assertion({ iss = provider.client_id, aud = `${origin}/server/lti_tools/token`, ...claims }: Record<string, unknown> = {}, key: CryptoKey = toolKey) {
  return new SignJWT({ jti: crypto.randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(iss as string)
    .setSubject(provider.client_id)
    .setAudience(aud as string)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function requestToken(fields: Record<string, string>) {
  const response = await fetch(server('lti_tools/token'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenFields = async (scope: string, claims: Record<string, unknown> = {}) => ({
  grant_type: 'client_credentials',
  client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
  client_assertion: await assertion(claims),
  scope,
});

async function postScore(token: string, componentId: string, score: Record<string, unknown>) {
  const response = await fetch(server(`lti_tools/ags/${courseId}/${componentId}/lineitems/${componentId}/scores`), {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.ims.lis.v1.score+json', authorization: `Bearer ${token}` },
    body: JSON.stringify(score),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>) };
}

const score = (overrides: Record<string, unknown> = {}) => ({ userId: student.id, scoreGiven: 8, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: new Date().toISOString(), ...overrides });
const gradebookCell = async (title: string) => {
  const answer = (await teacher.get(`gradebook/${courseId}/`)).body as GradebookAnswer;
  const column = answer.columns.findIndex((c) => c.report_title === title);
  return column < 0 ? undefined : cellOf(answer.students.find((row) => row.email === student.email)!, column);
};

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, ltiToolsPlugin, gradebookPlugin] });
  const instructor = await tk.createUser('instructor');
  student = await tk.createUser('student', { firstname: 'Sam', lastname: 'Learn' });
  const course = await tk.createCourse({ title: 'Physics', instructor, students: [student] });
  courseId = course.courseId;
  base = `${courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  const pair = await generateKeyPair('RS256', { extractable: true });
  toolKey = pair.privateKey;
  provider = (
    await admin.post('lti_create_tool_provider', { name: 'Physics Lab', target_link_uri: 'https://tool.example.org/launch', login_url: 'https://tool.example.org/login', deep_link_url: 'https://tool.example.org/deeplink', public_key: await exportSPKI(pair.publicKey) })
  ).body;
  const make = async (title: string, lti_config: { graded: boolean; max_score: number }) =>
    (await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: 'https://tool.example.org/launch', title, tool_provider_id: provider._id, lti_config } })).body._id as string;
  graded = await make('Lab report', { graded: true, max_score: 20 });
  ungraded = await make('Sandbox', { graded: false, max_score: 0 });
  origin = (await teacher.get(`lti_launch_tool/${base}/${graded}`)).body.fields.iss;
});

afterAll(() => tk?.close());

describe('POST lti_tools/token', () => {
  it('grants a bearer token for the requested AGS and NRPS scopes to a signed client assertion, once per assertion', async () => {
    const fields = await tokenFields(`${AGS}score ${NRPS} https://example.org/unknown-scope`);
    const granted = await requestToken(fields);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: `${AGS}score ${NRPS}` });
    expect(granted.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replayed = await requestToken(fields);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toBe('This client assertion was already used.');
    expect(await tk.kernel.knex('lti_tools_tokens').where({ token_hash: granted.body.access_token as string }).first()).toBeUndefined();
  });

  it('purges expired tokens when it grants one (no token table grows without end)', async () => {
    await tk.kernel.knex('lti_tools_tokens').insert({ token_hash: 'e'.repeat(64), provider_id: provider._id, client_id: provider.client_id, scopes: JSON.stringify([`${AGS}score`]), expires_at: new Date(Date.now() - 1000) });
    expect((await requestToken(await tokenFields(`${AGS}score`))).status).toBe(200);
    expect(await tk.kernel.knex('lti_tools_tokens').where({ token_hash: 'e'.repeat(64) }).first()).toBeUndefined();
    expect(Number((await tk.kernel.knex('lti_tools_tokens').where('expires_at', '<', new Date()).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('refuses a wrong grant, an unknown client, another key, a wrong audience, no jti, no grantable scope', async () => {
    const before = Number((await tk.kernel.knex('lti_tools_tokens').count({ n: '*' }))[0]!.n);
    const other = (await generateKeyPair('RS256')).privateKey;
    const cases: [Record<string, string>, string][] = [
      [{ ...(await tokenFields(`${AGS}score`)), grant_type: 'password' }, 'The token request must be grant_type client_credentials with a jwt-bearer client_assertion.'],
      [{ ...(await tokenFields(`${AGS}score`)), client_assertion: await assertion({ iss: 'stranger' }) }, 'The client assertion names no tool registered here.'],
      [{ ...(await tokenFields(`${AGS}score`)), client_assertion: await assertion({}, other) }, 'The tool’s token could not be verified.'],
      [{ ...(await tokenFields(`${AGS}score`)), client_assertion: await assertion({ aud: 'https://elsewhere.example.org/token' }) }, 'The tool’s token could not be verified.'],
      [{ ...(await tokenFields(`${AGS}score`)), client_assertion: await assertion({ jti: '' }) }, 'The client assertion’s sub must be its iss (the client id) and it must carry a jti.'],
      [await tokenFields('openid profile'), 'None of the requested scopes may be granted.'],
    ];
    for (const [fields, message] of cases) {
      const refused = await requestToken(fields);
      expect(refused.status, message).toBe(401);
      expect(refused.body.error).toBe(message);
    }
    expect(Number((await tk.kernel.knex('lti_tools_tokens').count({ n: '*' }))[0]!.n)).toBe(before);
  });
});

describe('AGS scores into the gradebook', () => {
  let token: string;
  beforeAll(async () => {
    token = (await requestToken(await tokenFields(`${AGS}score`))).body.access_token as string;
  });

  it('records a FullyGraded score as the component’s column grade, scaled to its max score', async () => {
    const posted = await postScore(token, graded, score());
    expect(posted.status).toBe(204);
    expect(await gradebookCell('Lab report')).toMatchObject({ score: 16 });
  });

  it('keeps a newer score against an older one, and takes a later one', async () => {
    const stale = await postScore(token, graded, score({ scoreGiven: 2, timestamp: new Date(Date.now() - 3_600_000).toISOString() }));
    expect(stale.status).toBe(409);
    expect(stale.body?.error).toBe('A newer score of this student is already recorded.');
    expect(await gradebookCell('Lab report')).toMatchObject({ score: 16 });
    expect((await postScore(token, graded, score({ scoreGiven: 10, timestamp: new Date(Date.now() + 1000).toISOString() }))).status).toBe(204);
    expect(await gradebookCell('Lab report')).toMatchObject({ score: 20 });
  });

  it('refuses bad scores, ungraded components, non-students, and calls without the right token, storing nothing', async () => {
    const before = await tk.kernel.knex('lti_tools_scores').select('*');
    const outsider = await tk.createUser('student');
    expect((await postScore(token, graded, score({ scoreMaximum: 0 }))).status).toBe(422);
    expect((await postScore(token, graded, score({ gradingProgress: 'Done' }))).status).toBe(422);
    expect((await postScore(token, graded, score({ userId: outsider.id }))).body?.error).toBe('The userId is not a student of this course.');
    expect((await postScore(token, ungraded, score())).body?.error).toBe('This activity takes no grades from its tool.');
    expect((await postScore('forged', graded, score())).status).toBe(401);
    const nrpsOnly = (await requestToken(await tokenFields(NRPS))).body.access_token as string;
    expect((await postScore(nrpsOnly, graded, score())).status).toBe(403);
    expect(await tk.kernel.knex('lti_tools_scores').select('*')).toEqual(before);
    expect(await gradebookCell('Sandbox')).toBeUndefined();
  });
});

describe('GET lti_tools/nrps/{courseId}/memberships', () => {
  it('lists the course’s members with their LTI roles to a tool launched in the course', async () => {
    const token = (await requestToken(await tokenFields(NRPS))).body.access_token as string;
    const response = await fetch(server(`lti_tools/nrps/${courseId}/memberships`), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { context: unknown; members: { user_id: string; roles: string[] }[] };
    expect(body.context).toEqual({ id: courseId, title: 'Physics' });
    expect(body.members).toContainEqual(expect.objectContaining({ user_id: student.id, given_name: 'Sam', family_name: 'Learn', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'] }));
    const scoreOnly = (await requestToken(await tokenFields(`${AGS}score`))).body.access_token as string;
    expect((await fetch(server(`lti_tools/nrps/${courseId}/memberships`), { headers: { authorization: `Bearer ${scoreOnly}` } })).status).toBe(403);
    const otherCourse = await tk.createCourse({ instructor: await tk.createUser('instructor') });
    expect((await fetch(server(`lti_tools/nrps/${otherCourse.courseId}/memberships`), { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
  });
});

describe('POST lti_tools/deeplink_return', () => {
  const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
  const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

  /** A deep-linking request begun by the teacher and answered by our authorization endpoint's checks. */
  async function openRequest() {
    const fields = (await teacher.get(`lti_deeplink/${base}/${graded}`)).body.fields as Record<string, string>;
    await tk.kernel.resolveFor('lti-tools', launchesRef).authorize(
      { scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: fields.client_id!, redirect_uri: 'https://tool.example.org/deeplink', login_hint: fields.login_hint!, lti_message_hint: fields.lti_message_hint!, nonce: 'n1' },
      origin,
    );
    return fields;
  }

  const response = (fields: Record<string, string>, claims: Record<string, unknown> = {}, key: CryptoKey = toolKey) =>
    new SignJWT({
      [`${CLAIM}message_type`]: 'LtiDeepLinkingResponse',
      [`${CLAIM}version`]: '1.3.0',
      [`${CLAIM}deployment_id`]: fields.lti_deployment_id,
      [`${DL}data`]: fields.lti_message_hint,
      [`${DL}content_items`]: [{ type: 'ltiResourceLink', url: 'https://tool.example.org/launch?lab=pendulum', title: 'Pendulum <lab>' }],
      nonce: 'tool-nonce',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(provider.client_id)
      .setAudience(origin)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  const post = async (jwt: string) => {
    const answer = await fetch(server('lti_tools/deeplink_return'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ JWT: jwt }) });
    return { status: answer.status, csp: answer.headers.get('content-security-policy'), type: answer.headers.get('content-type'), text: await answer.text() };
  };

  it('verifies the tool’s response and answers a page handing the picked resource to the editor, once', async () => {
    const fields = await openRequest();
    const jwt = await response(fields);
    const page = await post(jwt);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page.text).toContain('Content selected: Pendulum &#60;lab&#62;.');
    expect(page.text).toContain(`"type":"lti-tools:deep-link","courseId":"${courseId}","componentId":"${graded}","url":"https://tool.example.org/launch?lab=pendulum","title":"Pendulum \\u003clab>"`);
    expect(page.text).toContain(`editor.postMessage(message, ${JSON.stringify(origin)});`);
    // A tool's Cross-Origin-Opener-Policy may leave the window no opener: then the page broadcasts to this origin's editor.
    expect(page.text).toContain('else new BroadcastChannel("lti-tools:deep-link").postMessage(message);');
    expect((await post(jwt)).status).toBe(401);
  });

  it('refuses another key, a wrong message type or deployment, an unknown request, a request not yet answered, no resource link', async () => {
    const fields = await openRequest();
    const other = (await generateKeyPair('RS256')).privateKey;
    const cases: [Promise<string>, string][] = [
      [response(fields, {}, other), 'The tool’s token could not be verified.'],
      [response(fields, { [`${CLAIM}message_type`]: 'LtiResourceLinkRequest' }), 'The deep-linking response must be an LtiDeepLinkingResponse of LTI 1.3.0 for the request’s deployment.'],
      [response(fields, { [`${CLAIM}deployment_id`]: 'other' }), 'The deep-linking response must be an LtiDeepLinkingResponse of LTI 1.3.0 for the request’s deployment.'],
      [response(fields, { [`${DL}data`]: 'unknown' }), 'This deep-linking response answers no open request here.'],
      [response(fields, { [`${DL}content_items`]: [{ type: 'html', html: '<p>' }] }), 'The tool returned no resource link.'],
    ];
    for (const [jwt, message] of cases) {
      const page = await post(await jwt);
      expect(page.status, message).toBe(401);
      expect(JSON.parse(page.text).error).toBe(message);
    }
    const unanswered = (await teacher.get(`lti_deeplink/${base}/${graded}`)).body.fields as Record<string, string>;
    expect((await post(await response(unanswered))).status).toBe(401);
    expect((await post('garbage')).status).toBe(401);
    expect((await post(await response(fields))).status).toBe(200);
  });
});
