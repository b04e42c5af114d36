import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices, type SessionUser } from '@lms/sdk';
import { bindingCookieName } from '../src/server/browserBinding.ts';
import { postLaunch, registerThroughLaunch, type LaunchPlace } from './support/launches.ts';
import lti from '../src/server/index.ts';
import { hs256Token, LTI, newPlatformKey, ROLES, TestPlatform, unsecuredToken } from './support/testPlatform.ts';

/** Issue 22 item 1: LTI 1.3 launches into our courses, the certification's tool cases. */
let tk: TestKernel;
let platform: TestPlatform;
let admin: TestClient;
let instructor: TestUser;
let courseId: string;
let target: string;

beforeAll(async () => {
  // A stand-in for the host's web app: it answers the frame ancestors the kernel found for the page load (the host puts them in its CSP).
  tk = await createTestKernel({ plugins: [lti], web: async (ctx) => void (ctx.body = { frameAncestors: (ctx.state as { frameAncestors?: string[] }).frameAncestors ?? [] }) });
  platform = await TestPlatform.start();
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  instructor = await tk.createUser('instructor');
  courseId = (await tk.createCourse({ instructor })).courseId;
  target = `${tk.client().baseUrl}/${courseId}`;
  const created = await admin.request('POST', 'lti/platforms', platform.registration());
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await platform?.close();
  await tk?.close();
});

const origin = () => tk.client().baseUrl;

const nonces = async () => Number((await tk.kernel.resolve(coreServices.database)('lti_nonces').count({ n: '*' }))[0]!.n);
const memberOnly = (id: string): SessionUser => ({ id, email: '', firstname: '', lastname: '', instructor: false, administrator: 0, programAdministrator: false, accountType: '' });

/** The login initiation: what our answer sends the browser to (the platform's auth address with state and nonce). */
async function login(client: TestClient, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'hint-1', target_link_uri: target, client_id: platform.clientId, lti_deployment_id: platform.deploymentId, ...params });
  const answer = await client.get<string>(`lti/login?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const href = /url=([^"]+)"/.exec(answer.body)![1]!.replace(/&amp;/g, '&');
  const auth = new URL(href);
  return { auth, state: auth.searchParams.get('state')!, nonce: auth.searchParams.get('nonce')! };
}

const launch = (client: TestClient, fields: Record<string, string>, place: LaunchPlace = 'frame') => postLaunch(client, platform, fields, place);

async function signedLaunch(client: TestClient, role: string, sub: string, changes: Record<string, unknown> = {}, place: LaunchPlace = 'frame') {
  const { state, nonce } = await login(client);
  const idToken = await platform.sign(platform.launchClaims({ nonce, target, role, sub }, changes), { now: tk.clock.now() });
  return { answer: await launch(client, { id_token: idToken, state }, place), idToken, state, nonce };
}

describe('platform registration', () => {
  it('is an administrator call; a second one for the same issuer and client id is refused', async () => {
    const again = await admin.request('POST', 'lti/platforms', platform.registration());
    expect(again.status).toBe(409);
    expect(again.body.errno).toBe('lti-platform-exists');
    const student = await tk.loginAs(await tk.createUser('student'));
    expect((await student.request('POST', 'lti/platforms', { ...platform.registration(), client_id: 'other' })).status).toBe(403);
    expect((await admin.get('lti/platforms')).body.platforms).toHaveLength(1);
  });
});

describe('login initiation', () => {
  it('sends the browser to the platform with the OIDC parameters, a signed state and a nonce', async () => {
    const { auth, state, nonce } = await login(tk.client(), { lti_message_hint: 'msg-1' });
    expect(auth.origin + auth.pathname).toBe(`${platform.issuer}/auth`);
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${origin()}/server/lti/launch`,
      login_hint: 'hint-1',
      lti_message_hint: 'msg-1',
    });
    expect(state.split('.')).toHaveLength(3);
    expect(nonce.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses an unknown issuer, deployment or a target on another site', async () => {
    const client = tk.client();
    for (const [params, reason] of [
      [{ iss: 'https://unknown.test' }, 'no platform is registered'],
      [{ lti_deployment_id: 'other' }, 'the deployment id is not registered'],
      [{ target_link_uri: 'https://elsewhere.test/x' }, 'not an address of this site'],
    ] as const) {
      const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'h', target_link_uri: target, client_id: platform.clientId, ...params });
      const answer = await client.get(`lti/login?${query}`);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toContain(reason);
    }
  });
});

describe('launches', () => {
  it('a student new to us goes to LTI registration, and registering enrols them in the linked course', async () => {
    const client = tk.client();
    const { answer } = await signedLaunch(client, ROLES.learner, 'student-1', {}, 'window');
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!, origin());
    expect(location.pathname).toBe('/lti_register');
    const registration = location.searchParams.get('lti_registration')!;
    const registered = await client.request('POST', 'lti_register', {
      lti_registration: registration,
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@platform.test',
      password1: '-',
      password2: '-',
      university: 'Platform U',
      toc: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.deeplink).toBe(courseId);
    const userId = await tk.kernel.resolve(coreServices.ltiAccounts).userOf(`${(await admin.get('lti/platforms')).body.platforms[0].id}:student-1`);
    const access = await tk.kernel.resolve(coreServices.permissions).courseAccess(memberOnly(userId!), courseId);
    expect(access).toMatchObject({ student: true, professor: false });
  });

  it('a linked student lands in the course, logged in; an instructor launch makes them staff', async () => {
    const platformId = (await admin.get('lti/platforms')).body.platforms[0].id;
    const userId = (await tk.kernel.resolve(coreServices.ltiAccounts).userOf(`${platformId}:student-1`))!;
    const client = tk.client();
    const { answer } = await signedLaunch(client, ROLES.learner, 'student-1');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/${courseId}`);
    expect(client.cookie('lms_session')).toBeTruthy();

    // The same person launched as an instructor of another course of ours becomes its staff.
    const other = (await tk.createCourse({ instructor })).courseId;
    const { state, nonce } = await login(client, { target_link_uri: `${origin()}/${other}` });
    const idToken = await platform.sign(platform.launchClaims({ nonce, target: `${origin()}/${other}`, role: ROLES.instructor, sub: 'student-1' }), { now: tk.clock.now() });
    const staffLaunch = await launch(client, { id_token: idToken, state });
    expect(staffLaunch.headers.get('location')).toBe(`/${other}`);
    expect(await tk.kernel.resolve(coreServices.permissions).courseAccess(memberOnly(userId), other)).toMatchObject({ professor: true });
  });

  it('follows a rotation of the platform keys (reading the JWKS again for an unknown kid, at most every 30 s)', async () => {
    await platform.rotate(true);
    const reads = platform.jwksReads;
    const tooSoon = await signedLaunch(tk.client(), ROLES.learner, 'student-1');
    expect(tooSoon.answer.body.error).toContain("no key of the platform's JWKS has this kid");
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      const { answer } = await signedLaunch(tk.client(), ROLES.learner, 'student-1');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/${courseId}`);
      expect(platform.jwksReads).toBe(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('known-bad launches: each refused, saying why, nothing stored', () => {
  let before: number;
  beforeEach(async () => {
    before = await nonces();
  });

  async function refusedWith(reason: string, make: (nonce: string) => Promise<string>, state?: (state: string) => string) {
    const client = tk.client();
    const login1 = await login(client);
    const answer = await launch(client, { id_token: await make(login1.nonce), state: state ? state(login1.state) : login1.state });
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.body.errno).toBe('lti-invalid-launch');
    expect(answer.body.error).toContain(reason);
    expect(await nonces()).toBe(before);
  }
  const claims = (nonce: string, changes: Record<string, unknown> = {}) => platform.launchClaims({ nonce, target, sub: 'bad-1' }, changes);
  const now = () => tk.clock.now();

  it('no kid', () => refusedWith('no kid', (n) => platform.sign(claims(n), { kid: null, now: now() })));
  it('unknown kid', async () => {
    const stranger = await newPlatformKey();
    await refusedWith("no key of the platform's JWKS has this kid", (n) => platform.sign(claims(n), { key: stranger, now: now() }));
  });
  it('alg none', () => refusedWith('must be signed with RS256', async (n) => unsecuredToken({ ...claims(n), iat: Math.floor(now().getTime() / 1000), exp: Math.floor(now().getTime() / 1000) + 300 })));
  it('HS256', () => refusedWith('must be signed with RS256', (n) => hs256Token({ ...claims(n), iat: Math.floor(now().getTime() / 1000), exp: Math.floor(now().getTime() / 1000) + 300 }, platform.keys[0]!.kid)));
  it('wrong aud', () => refusedWith('the audience is not our client id', (n) => platform.sign(claims(n, { aud: 'someone-else' }), { now: now() })));
  it('several audiences without azp', () => refusedWith('no azp', (n) => platform.sign(claims(n, { aud: [platform.clientId, 'other'] }), { now: now() })));
  it('wrong azp', () => refusedWith('the azp is not our client id', (n) => platform.sign(claims(n, { azp: 'other' }), { now: now() })));
  it('wrong iss', () => refusedWith("the issuer is not the registered platform's", (n) => platform.sign(claims(n, { iss: 'https://evil.test' }), { now: now() })));
  it('expired', () => refusedWith('expired', (n) => platform.sign(claims(n, { exp: Math.floor(now().getTime() / 1000) - 120 }), { now: new Date(now().getTime() - 400_000) })));
  it('issued in the future', () => refusedWith('issued in the future', (n) => platform.sign(claims(n), { now: new Date(now().getTime() + 600_000) })));
  it('missing nonce', () => refusedWith('nonce', (n) => platform.sign(claims(n, { nonce: undefined }), { now: now() })));
  it('another nonce', () => refusedWith('the nonce is not the one of this login', (n) => platform.sign(claims(`${n}x`), { now: now() })));
  it('wrong deployment id', () => refusedWith('the deployment id is not registered', (n) => platform.sign(claims(n, { [LTI.deploymentId]: 'other' }), { now: now() })));
  it('missing message type', () => refusedWith('no message type', (n) => platform.sign(claims(n, { [LTI.messageType]: undefined }), { now: now() })));
  it('wrong version', () => refusedWith('version must be 1.3.0', (n) => platform.sign(claims(n, { [LTI.version]: '1.1' }), { now: now() })));
  it('missing roles', () => refusedWith('no roles', (n) => platform.sign(claims(n, { [LTI.roles]: undefined }), { now: now() })));
  it('roles we do not know', () => refusedWith('none of the roles', (n) => platform.sign(claims(n, { [LTI.roles]: [ROLES.guest] }), { now: now() })));
  it('tampered signature', () =>
    refusedWith('signature does not verify', async (n) => {
      const [head, body, signature] = (await platform.sign(claims(n), { now: now() })).split('.');
      const forged = Buffer.from(JSON.stringify({ ...claims(n), sub: 'admin', iat: Math.floor(now().getTime() / 1000), exp: Math.floor(now().getTime() / 1000) + 300 })).toString('base64url');
      expect(forged).not.toBe(body);
      return `${head}.${forged}.${signature}`;
    }));
  it('a state we did not sign', () => refusedWith('the state is not one this site issued', (n) => platform.sign(claims(n), { now: now() }), () => 'a.b.c'));
  it('no id_token', async () => {
    const client = tk.client();
    const { state } = await login(client);
    const answer = await launch(client, { state });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toContain('no id_token');
  });

  it('a replayed launch (nonce used already), even by the browser that kept its binding', async () => {
    const client = tk.client();
    const { state, nonce } = await login(client);
    const binding = { name: bindingCookieName(nonce), value: client.cookie(bindingCookieName(nonce))! };
    const idToken = await platform.sign(platform.launchClaims({ nonce, target, role: ROLES.learner, sub: 'student-1' }), { now: tk.clock.now() });
    expect((await launch(client, { id_token: idToken, state })).status).toBe(302);
    const after = await nonces();
    const replay = tk.client();
    replay.setCookie(binding.name, binding.value);
    const answer = await launch(replay, { id_token: idToken, state });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toContain('the nonce was used already');
    expect(await nonces()).toBe(after);
  });

  it('a launch from another browser than the one that started the login', async () => {
    const { state, nonce } = await login(tk.client());
    const idToken = await platform.sign(platform.launchClaims({ nonce, target, role: ROLES.learner, sub: 'student-1' }), { now: tk.clock.now() });
    const before = await nonces();
    const answer = await launch(tk.client(), { id_token: idToken, state });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toContain('the launch did not come from the browser that started the login');
    // A binding made up by the other browser does not pass either.
    const forged = await launch(tk.client(), { id_token: idToken, state, lti_state_binding: 'made-up' });
    expect(forged.body.error).toContain('the launch did not come from the browser that started the login');
    expect(await nonces()).toBe(before);
  });
});

describe('inside the platform iframe: the page may be framed, the state is bound to the browser', () => {
  const loginAnswer = (client: TestClient, params: Record<string, string> = {}) =>
    client.get<string>(`lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: 'hint-1', target_link_uri: target, client_id: platform.clientId, lti_deployment_id: platform.deploymentId, ...params })}`);
  const storedData = (page: string) => JSON.parse(/<script type="application\/json" id="lti-storage">([^<]*)<\/script>/.exec(page)![1]!) as Record<string, string>;

  it("lets the platform's origin frame the login page, and keeps the binding in a partitioned cross-site cookie for the launch only", async () => {
    const answer = await loginAnswer(tk.client());
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${new URL(platform.issuer).origin}`);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('lti_state_'))!;
    expect(cookie).toMatch(/samesite=none/i);
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; partitioned/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/path=\/server\/lti\/launch/i);
  });

  it("lets the origins the administrator added for the platform frame its login page and its launch's session too", async () => {
    const [registered] = (await admin.get('lti/platforms')).body.platforms as { id: string; frame_origins: string[] }[];
    expect(registered!.frame_origins).toEqual([]);
    const path = `lti/platforms/${registered!.id}/frame-origins`;
    const refused = await admin.request('PUT', path, { frame_origins: ['https://files.platform.test', 'http://files.platform.test'] });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: '/frame_origins', message: expect.stringContaining('"http://files.platform.test" must be an https origin') }]);
    expect((await admin.get('lti/platforms')).body.platforms[0].frame_origins).toEqual([]);
    expect((await (await tk.loginAs(instructor)).request('PUT', path, { frame_origins: [] })).status).toBe(403);
    expect((await admin.request('PUT', 'lti/platforms/0123456789abcdef01234567/frame-origins', { frame_origins: [] })).status).toBe(404);

    const saved = await admin.request('PUT', path, { frame_origins: ['https://Files.Platform.test/', 'https://app.platform.test:8443'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.frame_origins).toEqual(['https://files.platform.test', 'https://app.platform.test:8443']);
    try {
      const answer = await loginAnswer(tk.client());
      expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${new URL(platform.issuer).origin} https://files.platform.test https://app.platform.test:8443`);
      await registerThroughLaunch(tk.client(), platform, target, ROLES.learner, 'files-domain-student', tk.clock.now());
      const browser = tk.client();
      const framed = await signedLaunch(browser, ROLES.learner, 'files-domain-student');
      expect(framed.answer.status).toBe(302);
      // The session the framed launch opened carries them: its pages loaded in a frame may be framed by them.
      const page = await browser.download(framed.answer.headers.get('location')!, { 'sec-fetch-dest': 'iframe' });
      expect(JSON.parse(page.bytes.toString('utf8'))).toEqual({ frameAncestors: [new URL(platform.issuer).origin, 'https://files.platform.test', 'https://app.platform.test:8443'] });
    } finally {
      expect((await admin.request('PUT', path, { frame_origins: [] })).status).toBe(200);
    }
  });

  it('with the platform storage (lti_storage_target): puts the binding there, reads it back when no cookie comes, then the launch is accepted', async () => {
    const answer = await loginAnswer(tk.client(), { lti_storage_target: '_parent' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
    const put = storedData(answer.body);
    expect(put).toMatchObject({ mode: 'put', target: '_parent', origin: new URL(platform.issuer).origin });
    const auth = new URL(put.next!);
    const state = auth.searchParams.get('state')!;
    const idToken = await platform.sign(platform.launchClaims({ nonce: auth.searchParams.get('nonce')!, target, role: ROLES.learner, sub: 'framed-student' }), { now: tk.clock.now() });
    // The platform's form post arrives without our cookie (a browser refusing third-party cookies).
    const browser = tk.client();
    const firstPost = await launch(browser, { id_token: idToken, state });
    expect(firstPost.status).toBe(200);
    const get = storedData(firstPost.body as unknown as string);
    expect(get).toMatchObject({ mode: 'get', key: put.key, origin: put.origin });
    expect(get).not.toHaveProperty('value');
    expect(firstPost.body).toContain(`action="${origin()}/server/lti/launch"`);
    // Another value than the one stored is refused; the one read back from the platform's storage lands.
    expect((await launch(browser, { id_token: idToken, state, lti_state_binding: 'x' })).status).toBe(401);
    const accepted = await launch(browser, { id_token: idToken, state, lti_state_binding: put.value! });
    // Accepted: this new user goes on to the registration, offered in a new window.
    expect(accepted.status).toBe(200);
    expect(accepted.body).toContain('Open the registration in a new window');
  });

  it('a new user launched inside the frame gets a page, framed by the platform only, that opens the registration in a new window', async () => {
    const nothingStarted = await signedLaunch(tk.client(), ROLES.learner, 'framed-newcomer');
    expect(nothingStarted.answer.status).toBe(200);
    expect(nothingStarted.answer.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${new URL(platform.issuer).origin}`);
    expect(nothingStarted.answer.headers.getSetCookie().some((line) => line.startsWith('lms_session='))).toBe(false);
    const page = nothingStarted.answer.body as unknown as string;
    expect(page).toContain('<h1>Complete your registration</h1>');
    const form = /<form method="get" action="\/lti_register" target="_blank"><input type="hidden" name="lti_registration" value="(\w+)"><button type="submit">Open the registration in a new window<\/button><\/form>/.exec(page);
    expect(form).not.toBeNull();
    // The new window opens /lti_register with that registration: it leads to the launch's course.
    const registered = await tk.client().request('POST', 'lti_register', { lti_registration: form![1], name: 'Fay', surname: 'Framed', email: 'framed-newcomer@platform.test', password1: '-', password2: '-', university: 'Platform U', toc: true });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.deeplink).toBe(courseId);
  });

  it('opens a session the platform may frame for a launch in its iframe, an ordinary one for a launch in a new window', async () => {
    await registerThroughLaunch(tk.client(), platform, target, ROLES.instructor, 'framing-teacher', tk.clock.now());
    const framed = await signedLaunch(tk.client(), ROLES.instructor, 'framing-teacher');
    expect(framed.answer.status).toBe(302);
    expect(framed.answer.headers.getSetCookie().find((line) => line.startsWith('lms_session='))).toMatch(/partitioned/i);

    const client = tk.client();
    const { state, nonce } = await login(client);
    const idToken = await platform.sign(platform.launchClaims({ nonce, target, role: ROLES.instructor, sub: 'framing-teacher' }), { now: tk.clock.now() });
    const topLevel = await client.request('POST', 'lti/launch', undefined, {
      raw: new URLSearchParams({ id_token: idToken, state }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.issuer, 'sec-fetch-dest': 'document' },
    });
    expect(topLevel.status).toBe(302);
    expect(topLevel.headers.getSetCookie().find((line) => line.startsWith('lms_session='))).toMatch(/samesite=lax/i);
  });
});
