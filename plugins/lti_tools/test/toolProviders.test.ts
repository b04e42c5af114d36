import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_TOOLS_MESSAGES } from '../src/schemas/ltiToolsMessages.ts';
import { ltiToolsWorld, RSA_PUBLIC_PEM, TOOL, type LtiToolsWorld } from './ltiToolsWorld.ts';

let world: LtiToolsWorld;

beforeAll(async () => {
  world = await ltiToolsWorld();
});

afterAll(() => world?.tk.close());

const providerCount = async () => ((await world.adminClient.get('lti_tool_providers')).body.tool_providers as unknown[]).length;
const connectionCount = async () => Number((await world.tk.kernel.knex('lti_tools_connections').count({ n: '*' }))[0]!.n);

describe('POST lti_create_tool_provider', () => {
  it('registers a tool with our generated client and deployment ids; authors list it', async () => {
    const created = await world.adminClient.post('lti_create_tool_provider', TOOL);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...TOOL, public_key: null });
    expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.deployment_id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = await world.professorClient.get('lti_tool_providers');
    expect(listed.status).toBe(200);
    expect(listed.body.tool_providers).toContainEqual(created.body);
  });

  it('takes a PEM public key instead of a JWKS URL', async () => {
    const { jwks_url: _jwks, ...withoutJwks } = TOOL;
    const created = await world.adminClient.post('lti_create_tool_provider', { ...withoutJwks, name: 'Keyed', public_key: RSA_PUBLIC_PEM });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ jwks_url: null, public_key: RSA_PUBLIC_PEM.trim() });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await providerCount();
    const { jwks_url: _jwks, ...keyless } = TOOL;
    const cases: [Record<string, unknown>, string, string][] = [
      [keyless, '/jwks_url', LTI_TOOLS_MESSAGES.keyRequired],
      [{ ...keyless, public_key: 'not a key' }, '/public_key', LTI_TOOLS_MESSAGES.publicKeyInvalid],
      [{ ...TOOL, name: '   ' }, '/name', LTI_TOOLS_MESSAGES.nameRequired],
      [{ ...TOOL, login_url: 'ftp://tool.example.org' }, '/login_url', LTI_TOOLS_MESSAGES.loginUrlInsecure],
      [{ ...TOOL, target_link_uri: 'http://tool.example.org/launch' }, '/target_link_uri', LTI_TOOLS_MESSAGES.launchUrlInsecure],
      [{ ...TOOL, login_url: 'http://tool.example.org/login' }, '/login_url', LTI_TOOLS_MESSAGES.loginUrlInsecure],
      [{ ...TOOL, deep_link_url: 'http://tool.example.org/deeplink' }, '/deep_link_url', LTI_TOOLS_MESSAGES.deepLinkUrlInsecure],
      [{ ...TOOL, login_url: 'http://127.0.0.1.example.org/login' }, '/login_url', LTI_TOOLS_MESSAGES.loginUrlInsecure],
    ];
    for (const [body, field, message] of cases) {
      const refused = await world.adminClient.post('lti_create_tool_provider', body);
      expect(refused.status, field).toBe(422);
      expect(refused.body.errno).toBe('validation-failed');
      expect(refused.body.fields.find((f: { field: string }) => f.field === field)?.message ?? refused.body.error, field).toBe(message);
    }
    expect((await world.adminClient.post('lti_create_tool_provider', { ...TOOL, secret: 'x' })).status).toBe(422);
    expect(await providerCount()).toBe(before);
  });

  it('takes plain http launch and login URLs only for a tool on this machine (loopback)', async () => {
    for (const host of ['127.0.0.1:4111', 'localhost:4111', '[::1]:4111']) {
      const created = await world.adminClient.post('lti_create_tool_provider', { ...TOOL, name: `Local ${host}`, target_link_uri: `http://${host}/launch`, login_url: `http://${host}/login`, deep_link_url: `http://${host}/deeplink` });
      expect(created.status, host).toBe(201);
    }
  });

  it('tells site administrators this platform’s addresses for configuring a tool', async () => {
    const platform = await world.adminClient.get('lti_tools/platform');
    expect(platform.status).toBe(200);
    expect(platform.body.jwks).toBe(`${platform.body.issuer}/server/lti_tools/jwks`);
    expect(platform.body.authorization).toBe(`${platform.body.issuer}/server/lti_tools/auth`);
    expect((await world.professorClient.get('lti_tools/platform')).status).toBe(403);
  });

  it('is for site administrators only; the list for authors only', async () => {
    expect((await world.professorClient.post('lti_create_tool_provider', TOOL)).status).toBe(403);
    expect((await world.studentClient.get('lti_tool_providers')).status).toBe(403);
    expect((await world.tk.client().get('lti_tool_providers')).status).toBe(401);
  });
});

describe('POST lti_create_connection', () => {
  let providerId: string;
  beforeAll(async () => {
    providerId = (await world.adminClient.post('lti_create_tool_provider', { ...TOOL, name: 'Connected' })).body._id;
  });

  it('connects a course under a generated or a given client id', async () => {
    const connected = await world.adminClient.post('lti_create_connection', { course_id: world.course.courseId, tool_provider_id: providerId });
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({ course_id: world.course.courseId, tool_provider_id: providerId });
    expect(connected.body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await world.tk.createCourse({ instructor: await world.tk.createUser('instructor') });
    const given = await world.adminClient.post('lti_create_connection', { course_id: other.courseId, tool_provider_id: providerId, client_id: 'course-42' });
    expect(given.status).toBe(201);
    expect(given.body.client_id).toBe('course-42');
  });

  it('answers the spec’s message for a client id that exists already, or a course already connected', async () => {
    const before = await connectionCount();
    const third = await world.tk.createCourse({ instructor: await world.tk.createUser('instructor') });
    const providers = (await world.adminClient.get('lti_tool_providers')).body.tool_providers as { client_id: string }[];
    for (const body of [
      { course_id: third.courseId, tool_provider_id: providerId, client_id: 'course-42' },
      { course_id: third.courseId, tool_provider_id: providerId, client_id: providers[0]!.client_id },
      { course_id: world.course.courseId, tool_provider_id: providerId },
    ]) {
      const refused = await world.adminClient.post('lti_create_connection', body);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errno: 'connection-not-saved', error: 'Tool Connection not saved; client_id may exist already' });
    }
    expect(await connectionCount()).toBe(before);
  });

  it('refuses an unknown course or provider and bad ids, storing nothing', async () => {
    const before = await connectionCount();
    const unknownCourse = await world.adminClient.post('lti_create_connection', { course_id: 'a'.repeat(24), tool_provider_id: providerId });
    expect(unknownCourse.status).toBe(404);
    const unknownTool = await world.adminClient.post('lti_create_connection', { course_id: world.course.courseId, tool_provider_id: 'b'.repeat(24) });
    expect(unknownTool.status).toBe(404);
    expect(unknownTool.body.error).toBe(LTI_TOOLS_MESSAGES.providerNotFound);
    expect((await world.adminClient.post('lti_create_connection', { course_id: 'x', tool_provider_id: providerId })).status).toBe(422);
    expect((await world.adminClient.post('lti_create_connection', { course_id: world.course.courseId, tool_provider_id: providerId, client_id: 'has space' })).status).toBe(422);
    expect((await world.professorClient.post('lti_create_connection', { course_id: world.course.courseId, tool_provider_id: providerId })).status).toBe(403);
    expect(await connectionCount()).toBe(before);
  });
});
