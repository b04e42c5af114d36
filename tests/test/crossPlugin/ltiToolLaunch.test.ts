import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// An iframe component (the iframe plugin) launches a tool the lti_tools plugin registers, as in the host.
import iframePlugin from '../../../plugins/iframe/src/server/index.ts';
import ltiToolsPlugin from '../../../plugins/lti_tools/src/server/index.ts';
import { launchesRef } from '../../../plugins/lti_tools/src/server/services.ts';

const TOOL = {
  name: 'Physics Lab',
  target_link_uri: 'https://tool.example.org/launch',
  login_url: 'https://tool.example.org/login',
  jwks_url: 'https://tool.example.org/keys',
  deep_link_url: 'https://tool.example.org/deeplink',
};

let tk: TestKernel;
let base: string;
let courseId: string;
let admin: TestClient;
let teacher: TestClient;
let learner: TestClient;
let student: TestUser;
let instructor: TestUser;
let provider: { _id: string; client_id: string; deployment_id: string };
let toolComponent: string;
let plainComponent: string;

const launches = () => tk.kernel.knex('lti_tools_launches').orderBy('created_at', 'desc');

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [iframePlugin, ltiToolsPlugin] });
  instructor = await tk.createUser('instructor', { firstname: 'Ivy', lastname: 'Teach' });
  student = await tk.createUser('student', { firstname: 'Sam', lastname: 'Learn' });
  const course = await tk.createCourse({ title: 'Physics', instructor, students: [student] });
  courseId = course.courseId;
  base = `${courseId}/${course.first.lessonId}/${course.first.pageId}`;
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  provider = (await admin.post('lti_create_tool_provider', TOOL)).body;
  const created = await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: TOOL.target_link_uri, title: 'Lab', tool_provider_id: provider._id, lti_config: { graded: true, max_score: 10 } } });
  expect(created.status).toBe(201);
  toolComponent = created.body._id;
  plainComponent = (await teacher.post(`components/${base}/new/`, { type: 'iframe', config: { url: 'https://example.org/' } })).body._id;
});

afterAll(() => tk?.close());

describe('GET lti_launch_tool', () => {
  it('answers the tool’s OIDC login initiation, and records the launch for the student as a Learner', async () => {
    const answer = await learner.get(`lti_launch_tool/${base}/${toolComponent}`);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe(TOOL.login_url);
    expect(answer.body.fields).toMatchObject({
      login_hint: student.id,
      target_link_uri: TOOL.target_link_uri,
      client_id: provider.client_id,
      lti_deployment_id: provider.deployment_id,
    });
    expect(answer.body.fields.iss).toMatch(/^https?:\/\//);
    expect(answer.body.fields.lti_message_hint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await launches();
    expect(row).toMatchObject({ id: answer.body.fields.lti_message_hint, user_id: student.id, component_id: toolComponent, message_type: 'LtiResourceLinkRequest', used_at: null, resource_title: 'Lab' });
    expect(row.roles).toContain('http://purl.imsglobal.org/vocab/lis/v2/membership#Learner');
  });

  it('launches an instructor as Instructor, under the course’s connection when there is one', async () => {
    const connection = (await admin.post('lti_create_connection', { course_id: courseId, tool_provider_id: provider._id, client_id: 'physics-course' })).body;
    const answer = await teacher.get(`lti_launch_tool/${base}/${toolComponent}`);
    expect(answer.body.fields).toMatchObject({ client_id: 'physics-course', lti_deployment_id: connection.deployment_id, login_hint: instructor.id });
    expect((await launches())[0].roles).toContain('http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor');
  });

  it('refuses a component without a tool, another course’s component, and outsiders, recording nothing', async () => {
    const before = (await launches()).length;
    const plain = await learner.get(`lti_launch_tool/${base}/${plainComponent}`);
    expect(plain.status).toBe(422);
    expect(plain.body.error).toBe('This component launches no external tool.');
    expect((await learner.get(`lti_launch_tool/${base}/${'c'.repeat(24)}`)).status).toBe(404);
    const outsider = await tk.loginAs(await tk.createUser('student'));
    expect((await outsider.get(`lti_launch_tool/${base}/${toolComponent}`)).status).toBe(403);
    expect((await tk.client().get(`lti_launch_tool/${base}/${toolComponent}`)).status).toBe(401);
    expect((await launches()).length).toBe(before);
  });
});

describe('GET lti_deeplink', () => {
  it('answers the login initiation of a deep-linking request to the tool’s deep-linking address', async () => {
    const answer = await teacher.get(`lti_deeplink/${base}/${toolComponent}`);
    expect(answer.status).toBe(200);
    expect(answer.body.fields.target_link_uri).toBe(TOOL.deep_link_url);
    expect((await launches())[0]).toMatchObject({ message_type: 'LtiDeepLinkingRequest', target_link_uri: TOOL.deep_link_url });
  });

  it('purges, when a launch begins, the launches no call can use any more: a launch after 5 minutes, a deep-linking request after a day', async () => {
    try {
      const old = (await learner.get(`lti_launch_tool/${base}/${toolComponent}`)).body.fields.lti_message_hint as string;
      const picking = (await teacher.get(`lti_deeplink/${base}/${toolComponent}`)).body.fields.lti_message_hint as string;
      tk.clock.advance(301 * 1000);
      await learner.get(`lti_launch_tool/${base}/${toolComponent}`);
      const kept = async (id: string) => Boolean(await tk.kernel.knex('lti_tools_launches').where({ id }).first());
      expect([await kept(old), await kept(picking)]).toEqual([false, true]);
      tk.clock.advance(24 * 3600 * 1000);
      // A day on, the others' sessions have expired: a session of that day begins the next launch.
      expect((await (await tk.loginAs(student)).get(`lti_launch_tool/${base}/${toolComponent}`)).status).toBe(200);
      expect(await kept(picking)).toBe(false);
      expect(Number((await tk.kernel.knex('lti_tools_launches').count({ n: '*' }).first())!.n)).toBe(1);
    } finally {
      tk.clock.reset();
    }
  });

  it('says ‘Please save the component first.’ for a component not saved; students may not deep-link', async () => {
    const unsaved = await teacher.get(`lti_deeplink/${base}/${'d'.repeat(24)}`);
    expect(unsaved.status).toBe(404);
    expect(unsaved.body.error).toBe('Please save the component first.');
    expect((await learner.get(`lti_deeplink/${base}/${toolComponent}`)).status).toBe(403);
  });
});

describe('the authorization endpoint’s checks (LaunchService.authorize)', () => {
  const service = () => tk.kernel.resolveFor('lti-tools', launchesRef);
  const begin = async () => (await learner.get(`lti_launch_tool/${base}/${toolComponent}`)).body.fields as Record<string, string>;
  const authRequest = (fields: Record<string, string>) => ({
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: fields.client_id!,
    redirect_uri: TOOL.target_link_uri,
    login_hint: fields.login_hint!,
    lti_message_hint: fields.lti_message_hint!,
    nonce: 'n-0S6_WzA2Mj',
    state: 'af0ifjsldkj',
  });
  const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';

  it('answers the LTI 1.3 claims for the user and course once, with the tool’s nonce and state', async () => {
    const fields = await begin();
    const launch = await service().authorize(authRequest(fields), 'https://lms.example.org');
    expect(launch).toMatchObject({ redirectUri: TOOL.target_link_uri, audience: fields.client_id, state: 'af0ifjsldkj' });
    expect(launch.claims).toMatchObject({
      sub: student.id,
      nonce: 'n-0S6_WzA2Mj',
      given_name: 'Sam',
      family_name: 'Learn',
      [`${CLAIM}message_type`]: 'LtiResourceLinkRequest',
      [`${CLAIM}version`]: '1.3.0',
      [`${CLAIM}deployment_id`]: fields.lti_deployment_id,
      [`${CLAIM}target_link_uri`]: TOOL.target_link_uri,
      [`${CLAIM}resource_link`]: { id: toolComponent, title: 'Lab' },
      [`${CLAIM}roles`]: expect.arrayContaining(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner']),
      [`${CLAIM}context`]: expect.objectContaining({ id: courseId, title: 'Physics' }),
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': { context_memberships_url: `https://lms.example.org/server/lti_tools/nrps/${courseId}/memberships`, service_versions: ['2.0'] },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        lineitems: `https://lms.example.org/server/lti_tools/ags/${courseId}/${toolComponent}/lineitems`,
        lineitem: `https://lms.example.org/server/lti_tools/ags/${courseId}/${toolComponent}/lineitems/${toolComponent}`,
        scope: ['lineitem', 'lineitem.readonly', 'result.readonly', 'score'].map((scope) => `https://purl.imsglobal.org/spec/lti-ags/scope/${scope}`),
      },
    });
    await expect(service().authorize(authRequest(fields), 'https://lms.example.org')).rejects.toThrow('This launch is unknown, was already used or has expired. Please open the activity again.');
  });

  it('refuses a malformed request, another user, another client, an unregistered redirect_uri, or a late one, leaving the launch unused', async () => {
    const fields = await begin();
    const good = authRequest(fields);
    const cases: [Record<string, string>, string][] = [
      [{ ...good, response_type: 'code' }, 'The authentication request must be scope openid'],
      [{ ...good, scope: 'profile' }, 'The authentication request must be scope openid'],
      [{ ...good, nonce: '' }, 'The authentication request must be scope openid'],
      [{ ...good, login_hint: instructor.id }, 'This launch was begun by another user.'],
      [{ ...good, client_id: 'someone-else' }, 'This launch was begun for another tool.'],
      [{ ...good, redirect_uri: 'https://evil.example.com/steal' }, 'The redirect_uri is not one registered for this tool.'],
      [{ ...good, lti_message_hint: 'x'.repeat(43) }, 'This launch is unknown'],
    ];
    for (const [request, message] of cases) await expect(service().authorize(request as ReturnType<typeof authRequest>, 'https://lms.example.org'), message).rejects.toThrow(message);
    expect((await tk.kernel.knex('lti_tools_launches').where({ id: fields.lti_message_hint }).first()).used_at).toBeNull();
    tk.clock.advance(301 * 1000);
    await expect(service().authorize(good, 'https://lms.example.org')).rejects.toThrow('This launch is unknown');
  });
});

describe('the launch end to end: login initiation, our authorization endpoint, the id_token checked with our JWKS', () => {
  /** What a tool does with the login initiation: redirects the browser to our authorization endpoint. */
  const authQuery = (fields: Record<string, string>, overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: fields.client_id!,
      redirect_uri: TOOL.target_link_uri,
      login_hint: fields.login_hint!,
      lti_message_hint: fields.lti_message_hint!,
      nonce: 'tool-nonce-1',
      state: 'tool-state-1',
      ...overrides,
    });
  const formFields = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));

  it('answers a form post of an RS256 id_token that verifies with our JWKS, with every LTI claim', async () => {
    const fields = (await learner.get(`lti_launch_tool/${base}/${toolComponent}`)).body.fields as Record<string, string>;
    // The tool's redirect reaches us without the session (a cross-site navigation in a frame).
    const page = await fetch(`${tk.url}/server/lti_tools/auth?${authQuery(fields)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action https://tool.example.org");
    const html = await page.text();
    expect(html).toContain('action="https://tool.example.org/launch"');
    const posted = formFields(html);
    expect(posted.state).toBe('tool-state-1');
    const keys = await fetch(`${tk.url}/server/lti_tools/jwks`);
    expect(keys.status).toBe(200);
    const jwks = (await keys.json()) as { keys: { kid: string; alg: string }[] };
    expect(jwks.keys[0]).toMatchObject({ alg: 'RS256', kty: 'RSA', use: 'sig' });
    const { payload, protectedHeader } = await jwtVerify(posted.id_token!, createRemoteJWKSet(new URL(`${tk.url}/server/lti_tools/jwks`)), {
      algorithms: ['RS256'],
      issuer: fields.iss,
      audience: fields.client_id,
    });
    expect(protectedHeader.kid).toBe(jwks.keys[0]!.kid);
    expect(payload).toMatchObject({
      sub: student.id,
      azp: fields.client_id,
      nonce: 'tool-nonce-1',
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiResourceLinkRequest',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': fields.lti_deployment_id,
      'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: toolComponent, title: 'Lab' },
    });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
    // Answered once.
    const again = await fetch(`${tk.url}/server/lti_tools/auth?${authQuery(fields)}`);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errno: string }).errno).toBe('lti-launch-invalid');
  });

  it('refuses a bad authentication request with the reason and no token', async () => {
    const fields = (await learner.get(`lti_launch_tool/${base}/${toolComponent}`)).body.fields as Record<string, string>;
    const refused = await fetch(`${tk.url}/server/lti_tools/auth?${authQuery(fields, { redirect_uri: 'https://evil.example.com/' })}`);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toBe('The redirect_uri is not one registered for this tool.');
    expect(JSON.stringify(body)).not.toContain('id_token');
    expect((await fetch(`${tk.url}/server/lti_tools/auth?scope=openid`)).status).toBe(422);
  });
});
