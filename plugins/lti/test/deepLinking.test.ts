import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { coreServices } from '@lms/sdk';
import lti from '../src/server/index.ts';
import { DEEP_LINK_SECONDS } from '../src/server/deepLinking/DeepLinkStore.ts';
import { DeepLinkReturn, LTI, ROLES, TestPlatform } from './support/testPlatform.ts';
import { loginFor, postLaunch, registerThroughLaunch, type LaunchPlace } from './support/launches.ts';

/** Issue 22 item 1: deep linking, against the test platform (its return address checks our answer with our JWKS). */
let tk: TestKernel;
let platform: TestPlatform;
let returns: DeepLinkReturn;
let courseId: string;
let lessonIds: string[];
let otherCourseId: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [lti] });
  platform = await TestPlatform.start();
  returns = new DeepLinkReturn(platform, `${tk.url}/server/lti/jwks`, () => tk.clock.now());
  const admin = await tk.loginAs(await tk.createUser('site-admin'));
  expect((await admin.request('POST', 'lti/platforms', platform.registration())).status).toBe(201);
  const owner = await tk.createUser('instructor');
  const course = await tk.createCourse({ instructor: owner, title: 'Cell biology', lessons: [{ title: 'Membranes', pages: [{ title: 'One' }] }, { title: 'Proteins', pages: [{ title: 'Two' }] }] });
  courseId = course.courseId;
  lessonIds = course.lessons.map((lesson) => lesson.id);
  otherCourseId = (await tk.createCourse({ instructor: await tk.createUser('instructor'), title: 'Not theirs' })).courseId;
  // The platform's instructor teacher-1 has an account here, staff of Cell biology.
  await registerThroughLaunch(tk.client(), platform, `${tk.url}/${courseId}`, ROLES.instructor, 'teacher-1', tk.clock.now());
});

afterAll(async () => {
  await platform?.close();
  await tk?.close();
});

const db = () => tk.kernel.resolve(coreServices.database);
const stored = async () => Number((await db()('lti_deep_links').count({ n: '*' }))[0]!.n) + Number((await db()('lti_nonces').count({ n: '*' }))[0]!.n);

/** A deep linking launch of `sub`: the browser's client, and our answer. */
async function deepLinkLaunch(options: { sub?: string; role?: string; acceptMultiple?: boolean; changes?: Record<string, unknown>; now?: Date; place?: LaunchPlace } = {}) {
  const client = tk.client();
  const target = `${tk.url}/`;
  const { state, nonce } = await loginFor(client, platform, target);
  const claims = platform.deepLinkClaims({ nonce, target, role: options.role ?? ROLES.instructor, sub: options.sub ?? 'teacher-1', acceptMultiple: options.acceptMultiple }, options.changes);
  const answer = await postLaunch(client, platform, { id_token: await platform.sign(claims, { now: options.now ?? tk.clock.now() }), state }, options.place);
  return { client, answer };
}

async function openPicker(options: Parameters<typeof deepLinkLaunch>[0] = {}): Promise<{ client: TestClient; requestId: string }> {
  const { client, answer } = await deepLinkLaunch(options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const requestId = /^\/lti_deep_link\/(\w+)$/.exec(answer.headers.get('location') ?? '')?.[1];
  expect(requestId).toBeTruthy();
  // The picker reads its offer first (as the screen does), which also hands the new session its XSRF token.
  expect((await client.get(`lti/deep-links/${requestId}`)).status).toBe(200);
  return { client, requestId: requestId! };
}

/** Opens the answer page as the browser does and submits its form to the platform. */
async function sendBack(client: TestClient, responseUrl: string) {
  const page = await client.get<string>(responseUrl.replace(/^\/server\//, ''));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`form-action ${platform.issuer}`);
  // The platform shows the picker and this page in its iframe.
  expect(csp).toContain(`frame-ancestors 'self' ${platform.issuer}`);
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
  const jwt = /name="JWT" value="([^"]+)"/.exec(page.body)![1]!;
  expect(action).toBe(`${platform.issuer}/deep-link-return`);
  return fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ JWT: jwt }).toString() });
}

describe('a deep linking launch', () => {
  it('lands the instructor on the picker, which offers the courses they teach and their lessons', async () => {
    const { client, requestId } = await openPicker();
    expect(client.cookie('lms_session')).toBeTruthy();
    const offer = await client.get(`lti/deep-links/${requestId}`);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ id: requestId, issuer: platform.issuer, accept_multiple: false });
    expect(offer.body.courses).toEqual([
      {
        id: courseId,
        title: 'Cell biology',
        lessons: [
          { id: lessonIds[0], title: 'Membranes' },
          { id: lessonIds[1], title: 'Proteins' },
        ],
      },
    ]);
    // Nobody else reads it.
    const stranger = await tk.loginAs(await tk.createUser('instructor'));
    expect((await stranger.get(`lti/deep-links/${requestId}`)).body.errno).toBe('lti-deep-link-gone');
  });

  it('posts back a signed LtiDeepLinkingResponse the platform verifies with our JWKS, and a launch of the link lands in the lesson', async () => {
    const { client, requestId } = await openPicker();
    const chosen = await client.post(`lti/deep-links/${requestId}`, { items: [{ course_id: courseId, lesson_id: lessonIds[1] }] });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const before = returns.accepted.length;
    const back = await sendBack(client, chosen.body.response_url);
    expect(back.status, returns.refusals.join()).toBe(200);
    const response = returns.accepted[before]!;
    expect(response.aud).toBe(platform.issuer);
    expect(response.iss).toBe(platform.clientId);
    expect(response[LTI.deploymentId]).toBe(platform.deploymentId);
    expect(response[LTI.deepLinkData]).toBe('platform-data-42');
    const items = response[LTI.contentItems] as { type: string; title: string; url: string; custom: Record<string, string> }[];
    expect(items).toEqual([{ type: 'ltiResourceLink', title: 'Cell biology: Proteins', url: `${tk.url}/${courseId}/${lessonIds[1]}`, custom: { course_id: courseId, lesson_id: lessonIds[1] } }]);

    // Answered once: a second choice is refused.
    expect((await client.post(`lti/deep-links/${requestId}`, { items: [{ course_id: courseId }] })).status).toBe(410);

    // The platform launches the link it made: the user lands in the linked lesson.
    const launcher = tk.client();
    const { state, nonce } = await loginFor(launcher, platform, items[0]!.url);
    const idToken = await platform.sign(platform.launchClaims({ nonce, target: items[0]!.url, role: ROLES.instructor, sub: 'teacher-1' }, { [LTI.custom]: items[0]!.custom }), { now: tk.clock.now() });
    const landed = await postLaunch(launcher, platform, { id_token: idToken, state });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe(`/${courseId}/${lessonIds[1]}`);
  });

  it('sends several items when the platform takes several; refuses two when it takes one, a course not taught, a lesson of another course', async () => {
    const single = await openPicker();
    const two = [{ course_id: courseId }, { course_id: courseId, lesson_id: lessonIds[0] }];
    const refusedTwo = await single.client.post(`lti/deep-links/${single.requestId}`, { items: two });
    expect(refusedTwo.status).toBe(400);
    expect(refusedTwo.body.errno).toBe('lti-one-item-only');
    const notTaught = await single.client.post(`lti/deep-links/${single.requestId}`, { items: [{ course_id: otherCourseId }] });
    expect(notTaught.status).toBe(403);
    expect(notTaught.body.errno).toBe('lti-not-your-course');
    const foreignLesson = await single.client.post(`lti/deep-links/${single.requestId}`, { items: [{ course_id: otherCourseId, lesson_id: lessonIds[0] }] });
    expect(foreignLesson.status).toBe(403);
    const wrongLesson = await single.client.post(`lti/deep-links/${single.requestId}`, { items: [{ course_id: courseId, lesson_id: otherCourseId }] });
    expect(wrongLesson.status).toBe(422);
    // Nothing was recorded: the page has nothing to send yet.
    expect((await single.client.get(`lti/deep-links/${single.requestId}/response`)).status).toBe(410);

    const multiple = await openPicker({ acceptMultiple: true });
    const chosen = await multiple.client.post(`lti/deep-links/${multiple.requestId}`, { items: two });
    expect(chosen.status).toBe(200);
    const before = returns.accepted.length;
    expect((await sendBack(multiple.client, chosen.body.response_url)).status).toBe(200);
    const items = returns.accepted[before]![LTI.contentItems] as { title: string; custom: Record<string, string> }[];
    expect(items.map((item) => item.title)).toEqual(['Cell biology', 'Cell biology: Membranes']);
    expect(items[0]!.custom).toEqual({ course_id: courseId });
  });
});

describe('bad deep linking requests: refused, saying why, nothing stored', () => {
  const now = () => tk.clock.now();
  const settings = (change: Record<string, unknown>) => ({
    [LTI.deepLinkingSettings]: { deep_link_return_url: `${platform.issuer}/deep-link-return`, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['iframe'], ...change },
  });

  for (const [name, options, reason] of [
    ['expired', () => ({ changes: { exp: Math.floor(now().getTime() / 1000) - 120 }, now: new Date(now().getTime() - 400_000) }), 'the id_token has expired'],
    ['no return address', () => ({ changes: settings({ deep_link_return_url: undefined }) }), 'no valid deep_link_return_url'],
    ['a return address that is not http(s)', () => ({ changes: settings({ deep_link_return_url: 'javascript:alert(1)' }) }), 'no valid deep_link_return_url'],
    ['no settings', () => ({ changes: { [LTI.deepLinkingSettings]: undefined } }), 'no deep_linking_settings'],
    ['resource links not accepted', () => ({ changes: settings({ accept_types: ['file'] }) }), 'does not accept resource links'],
    ['a learner', () => ({ role: ROLES.learner }), 'only instructors may pick'],
  ] as const) {
    it(name, async () => {
      const before = await stored();
      const { answer } = await deepLinkLaunch(options());
      expect(answer.status, JSON.stringify(answer.body)).toBe(401);
      expect(answer.body.errno).toBe('lti-invalid-launch');
      expect(answer.body.error).toContain(reason);
      expect(await stored()).toBe(before);
    });
  }

  it('a platform user with no account registers first (as a resource link launch does), then picks from the course linked to their context', async () => {
    const { client, answer } = await deepLinkLaunch({ sub: 'new-teacher', place: 'window' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    const location = new URL(answer.headers.get('location')!, tk.url);
    expect(location.pathname).toBe('/lti_register');
    const requestId = ((await db()('lti_deep_links').whereNull('user_id').first('id')) as { id: string }).id;
    // Nobody else can take the request meanwhile: not a logged-in instructor of ours.
    const other = await tk.loginAs(await tk.createUser('instructor'));
    expect((await other.get(`lti/deep-links/${requestId}`)).status).toBe(410);
    const registered = await client.request('POST', 'lti_register', {
      lti_registration: location.searchParams.get('lti_registration'),
      name: 'Ada',
      surname: 'Lovelace',
      email: 'new-teacher@platform.test',
      password1: '-',
      password2: '-',
      university: 'Platform U',
      toc: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.deeplink).toBe(`lti_deep_link/${requestId}`);
    // The platform's context is linked to Cell biology (teacher-1's launch): the new account teaches it.
    const offer = await client.get(`lti/deep-links/${requestId}`);
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.courses.map((course: { id: string }) => course.id)).toEqual([courseId]);
    const chosen = await client.post(`lti/deep-links/${requestId}`, { items: [{ course_id: courseId, lesson_id: lessonIds[0] }] });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await sendBack(client, chosen.body.response_url)).status).toBe(200);
    expect((await other.get(`lti/deep-links/${requestId}`)).status).toBe(410);
  });

  it('a request left longer than its time is gone', async () => {
    const { client, requestId } = await openPicker();
    tk.clock.set(new Date(tk.clock.now().getTime() + (DEEP_LINK_SECONDS + 1) * 1000));
    const late = await client.get(`lti/deep-links/${requestId}`);
    expect(late.status).toBe(410);
    expect(late.body.error).toBe('This deep linking request has expired or was answered already: start again from the other LMS.');
    expect((await client.post(`lti/deep-links/${requestId}`, { items: [{ course_id: courseId }] })).status).toBe(410);
  });
});
