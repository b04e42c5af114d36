import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, jobsOfKind, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '@lms/sdk';
import lti from '../src/server/index.ts';
import { SCORE_ATTEMPTS } from '../src/server/sync/syncJobKinds.ts';
import { AdvantageServices, ROLES, SCOPE, TestPlatform } from './support/testPlatform.ts';

/** Issue 22 items 2 to 4: roster (NRPS), grade sync (AGS) and reconciliation against the loopback platform. */
let tk: TestKernel;
let platform: TestPlatform;
let services: AdvantageServices;
let instructor: TestUser;
let staff: TestClient;
let courseId: string;
let lessons: string[];
let guid: string;
let columnA: string;
let columnB: string;
const students = new Map<string, string>();

const origin = () => tk.client().baseUrl;
const target = () => `${origin()}/${courseId}`;

async function launchAs(sub: string, role: string): Promise<{ location: string; client: TestClient }> {
  const client = tk.client();
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: sub, target_link_uri: target(), client_id: platform.clientId, lti_deployment_id: platform.deploymentId });
  const answer = await client.get<string>(`lti/login?${query}`);
  const auth = new URL(/url=([^"]+)"/.exec(answer.body)![1]!.replace(/&amp;/g, '&'));
  const idToken = await platform.sign(platform.launchClaims({ nonce: auth.searchParams.get('nonce')!, target: target(), role, sub }), { now: tk.clock.now() });
  const launched = await client.request('POST', 'lti/launch', undefined, {
    raw: new URLSearchParams({ id_token: idToken, state: auth.searchParams.get('state')! }).toString(),
    // In a new window: a new user's launch goes straight to /lti_register there.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: platform.issuer, 'sec-fetch-dest': 'document' },
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(302);
  return { location: launched.headers.get('location')!, client };
}

/** A platform learner launches, registers (part 1 §5) and is enrolled: answers our user id. */
async function learner(sub: string): Promise<string> {
  const { location, client } = await launchAs(sub, ROLES.learner);
  const registration = new URL(location, origin()).searchParams.get('lti_registration')!;
  const registered = await client.request('POST', 'lti_register', { lti_registration: registration, name: sub, surname: 'Learner', email: `${sub}@platform.test`, password1: '-', password2: '-', university: 'Platform U', toc: true });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const platformId = (await tk.kernel.resolve(coreServices.database)('lti_platforms').first()).id as string;
  return (await tk.kernel.resolve(coreServices.ltiAccounts).userOf(`${platformId}:${sub}`))!;
}

const grade = (activityId: string, userId: string, value: number | null) =>
  tk.kernel.resolve(coreServices.grading).setGrade({ courseId, activityId, userId, grade: value, by: instructor.id });

async function syncState(syncType = 'total') {
  const answer = await staff.get(`lti1.3/${syncType}/${courseId}/${guid}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { columns: { id: string; key: string; label: string; score_maximum: number; lineitem_url: string }[]; scores: { user_id: string; column_id: string; state: string; attempts: number; score: number; last_error: string | null; changed_on_platform: boolean; their_score: number | null }[]; dead_letters: number };
}

/** Runs due jobs, then moves the clock past the kernel's backoff for `attempt` and runs again. */
async function runJobsAfterBackoff(attempt: number) {
  tk.clock.advance(Math.min(3_600_000, 10_000 * 2 ** (attempt - 1)) + 1000);
  await tk.drainJobs();
}

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [lti] });
  platform = await TestPlatform.start();
  services = new AdvantageServices(platform, `${tk.client().baseUrl}/server/lti/jwks`, () => tk.clock.now());
  const admin = await tk.loginAs(await tk.createUser('site-admin'));
  expect((await admin.request('POST', 'lti/platforms', platform.registration())).status).toBe(201);
  instructor = await tk.createUser('instructor');
  staff = await tk.loginAs(instructor);
  const course = await tk.createCourse({ instructor, lessons: [{ title: 'Chapter one', pages: [{ title: 'p1' }] }, { title: 'Chapter two', pages: [{ title: 'p2' }] }] });
  courseId = course.courseId;
  lessons = course.lessons.map((lesson) => lesson.id);
  const grading = tk.kernel.resolve(coreServices.grading);
  columnA = await grading.saveCustomColumn({ courseId, title: 'Essay', dueDate: null, maxScore: 10, show: true, lessonId: lessons[0]! });
  columnB = await grading.saveCustomColumn({ courseId, title: 'Project', dueDate: null, maxScore: 20, show: true, lessonId: lessons[1]! });
  await grading.saveRollupGroups(courseId, [{ id: 'writing', title: 'Writing', color: '#336699' }], [{ activityId: columnA, rollupId: 'writing' }]);
  for (const sub of ['s-1', 's-2', 's-3']) students.set(sub, await learner(sub));
  guid = ((await staff.get(`ltistuff/${courseId}`)).body as { link: { id: string } }).link.id;
});

afterAll(async () => {
  await platform?.close();
  await tk?.close();
});

describe('the link and rights', () => {
  it('a launch links the course to the platform context; its config names the services', async () => {
    const stuff = await staff.get(`ltistuff/${courseId}`);
    expect(stuff.body).toMatchObject({ linked: true, link: { id: guid, context_id: 'context-1', roster_service: true, grade_service: true, sync_type: 'none' } });
    const config = await staff.get(`lti1.3/config/${courseId}/config`);
    expect(config.status).toBe(200);
    expect(config.body.sync_types).toEqual(['total', 'total-percent', 'chapter', 'chapter-percent', 'roll-up', 'roll-up-percent', 'none']);
    const other = (await tk.createCourse({ instructor })).courseId;
    expect((await staff.get(`ltistuff/${other}`)).body).toEqual({ linked: false, link: null });
    const unlinked = await staff.get(`lti1.3/config/${other}/config`);
    expect(unlinked.status).toBe(404);
    expect(unlinked.body.errno).toBe('lti-not-linked');
  });

  it('students get nothing: every sync call is refused', async () => {
    // A student of the course, logged in by the platform's launch.
    const { client: learnerClient } = await launchAs('s-1', ROLES.learner);
    for (const [method, path, body] of [
      ['GET', `ltistuff/${courseId}`],
      ['GET', `lti1.3/config/${courseId}/config`],
      ['GET', `lti1.3/roster/${courseId}/${guid}`],
      ['POST', `lti1.3/column/${courseId}/${guid}`],
      ['POST', `lti1.3/grade/${courseId}/${guid}`],
      ['POST', `lti1.3/pull/${courseId}/${guid}`],
      ['GET', `lti1.3/total/${courseId}/${guid}`],
      ['GET', `lti1.3/report/${courseId}/${guid}`],
      ['POST', `lti1.3/retry/${courseId}/${guid}`, {}],
      ['PUT', 'lti1.3/selection', { courseId, guid, sync_type: 'total' }],
      ['PUT', 'lti1.3/clearselection', { courseId, guid }],
    ] as const) {
      const answer = await learnerClient.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(services.tokenRequests).toEqual([]);
    expect(((await staff.get(`ltistuff/${courseId}`)).body as { link: { sync_type: string } }).link.sync_type).toBe('none');
  });

  it('an unknown sync type or another link id is refused', async () => {
    expect((await staff.get(`lti1.3/totally/${courseId}/${guid}`)).body.errno).toBe('lti-unknown-sync-type');
    expect((await staff.get(`lti1.3/total/${courseId}/${'0'.repeat(24)}`)).body.errno).toBe('lti-not-linked');
    const bad = await staff.request('PUT', 'lti1.3/selection', { courseId, guid, sync_type: 'weekly' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.errno).toBe('lti-unknown-sync-type');
    expect(((await staff.get(`ltistuff/${courseId}`)).body as { link: { sync_type: string } }).link.sync_type).toBe('none');
  });
});

describe('names and roles (NRPS)', () => {
  it('pulls every page of the roster: members with an account admitted, the others waiting, unknown roles ignored; one token for the scope', async () => {
    services.members = [
      { user_id: 'i-1', roles: [ROLES.instructor], name: 'Ines Teacher', email: 'i-1@platform.test' },
      { user_id: 's-1', roles: [ROLES.learner], name: 's-1 Learner', email: 's-1@platform.test' },
      { user_id: 's-2', roles: [ROLES.learner], name: 's-2 Learner' },
      { user_id: 's-3', roles: [ROLES.learner], name: 's-3 Learner' },
      { user_id: 's-4', roles: [ROLES.learner], name: 'Not Yet' },
      { user_id: 'm-1', roles: [ROLES.guest], name: 'A Mentor' },
      { user_id: 's-9', roles: [ROLES.learner], status: 'Inactive', name: 'Gone' },
    ];
    const pulled = await staff.get(`lti1.3/roster/${courseId}/${guid}`);
    expect(pulled.status, JSON.stringify(pulled.body)).toBe(200);
    const status = Object.fromEntries((pulled.body.members as { platform_user_id: string; status: string }[]).map((m) => [m.platform_user_id, m.status]));
    expect(status).toEqual({ 'i-1': 'awaiting', 's-1': 'admitted', 's-2': 'admitted', 's-3': 'admitted', 's-4': 'awaiting', 'm-1': 'ignored', 's-9': 'inactive' });
    expect(services.tokenRequests.filter((scope) => scope === SCOPE.roster)).toHaveLength(1);
    const roster = await staff.get(`roster/${courseId}/`);
    const entries = (Array.isArray(roster.body) ? roster.body : (roster.body.students ?? roster.body.roster)) as { _id: string; lti: boolean }[];
    expect(entries.filter((entry) => [...students.values()].includes(entry._id)).map((entry) => entry.lti)).toEqual([true, true, true]);
    // Pulled again: the token is reused (cached until it expires).
    expect((await staff.get(`lti1.3/roster/${courseId}/${guid}`)).status).toBe(200);
    expect(services.tokenRequests.filter((scope) => scope === SCOPE.roster)).toHaveLength(1);
  });
});

describe('line items per sync type (AGS)', () => {
  const expected: Record<string, { label: string; max: number }[]> = {
    total: [{ label: 'Course total', max: 30 }],
    'total-percent': [{ label: 'Course total (%)', max: 100 }],
    chapter: [
      { label: 'Chapter one', max: 10 },
      { label: 'Chapter two', max: 20 },
    ],
    'chapter-percent': [
      { label: 'Chapter one (%)', max: 100 },
      { label: 'Chapter two (%)', max: 100 },
    ],
    'roll-up': [{ label: 'Writing', max: 10 }],
    'roll-up-percent': [{ label: 'Writing (%)', max: 100 }],
  };
  for (const [syncType, columns] of Object.entries(expected)) {
    it(`${syncType}: one line item per column, made once`, async () => {
      const chosen = await staff.request('PUT', 'lti1.3/selection', { courseId, guid, sync_type: syncType });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const before = services.lineItems.length;
      const made = await staff.request('POST', `lti1.3/column/${courseId}/${guid}`);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect((made.body.columns as { label: string; score_maximum: number }[]).map((c) => ({ label: c.label, max: c.score_maximum }))).toEqual(columns);
      expect(services.lineItems.slice(before).map((item) => ({ label: item.label, max: item.scoreMaximum, resourceId: item.resourceId }))).toEqual(
        (made.body.columns as { key: string; label: string; score_maximum: number }[]).map((c) => ({ label: c.label, max: c.score_maximum, resourceId: `${syncType}:${c.key}` })),
      );
      expect((await staff.request('POST', `lti1.3/column/${courseId}/${guid}`)).body.columns).toEqual(made.body.columns);
      expect(services.lineItems.length).toBe(before + columns.length);
    });
  }

  it('none: no line item; clearselection sets it', async () => {
    const cleared = await staff.request('PUT', 'lti1.3/clearselection', { courseId, guid });
    expect(cleared.body.link.sync_type).toBe('none');
    expect((await staff.request('POST', `lti1.3/column/${courseId}/${guid}`)).body.columns).toEqual([]);
    expect((await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`)).body).toEqual({ queued: 0, held: 0, unchanged: 0 });
  });

  it('scores per sync type: chapter-percent sends each chapter as a percent, FullyGraded', async () => {
    await staff.request('PUT', 'lti1.3/selection', { courseId, guid, sync_type: 'chapter-percent' });
    await grade(columnA, students.get('s-2')!, 7);
    await grade(columnB, students.get('s-2')!, 5);
    const queued = await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`);
    expect(queued.body).toEqual({ queued: 2, held: 0, unchanged: 0 });
    await tk.drainJobs();
    // One job per chapter: they may reach the platform in either order.
    const sent = services.scores.filter((score) => score.userId === 's-2').sort((a, b) => (b.scoreGiven ?? 0) - (a.scoreGiven ?? 0));
    expect(sent.map((score) => [score.scoreGiven, score.scoreMaximum, score.gradingProgress, score.activityProgress])).toEqual([
      [70, 100, 'FullyGraded', 'Completed'],
      [25, 100, 'FullyGraded', 'Completed'],
    ]);
    await grade(columnA, students.get('s-2')!, null);
    await grade(columnB, students.get('s-2')!, null);
  });
});

describe('reconciliation', () => {
  let total: { id: string; lineitem_url: string };

  it('a score the platform refuses for a while arrives exactly once, after backoff', async () => {
    await staff.request('PUT', 'lti1.3/selection', { courseId, guid, sync_type: 'total' });
    const s1 = students.get('s-1')!;
    await grade(columnA, s1, 8);
    await grade(columnB, s1, 15);
    services.refuseScores = { times: 2, status: 503 };
    const queued = await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`);
    expect(queued.body).toMatchObject({ queued: 1, held: 0 });
    await tk.drainJobs();
    let state = await syncState();
    total = state.columns[0]!;
    expect(state.scores).toMatchObject([{ user_id: s1, state: 'queued', attempts: 1, score: 23 }]);
    expect(state.scores[0]!.last_error).toContain('503');
    await runJobsAfterBackoff(1);
    await runJobsAfterBackoff(2);
    state = await syncState();
    expect(state.scores).toMatchObject([{ user_id: s1, state: 'synced', attempts: 3 }]);
    expect(services.refused).toBe(2);
    for (let i = 3; i < 6; i += 1) await runJobsAfterBackoff(i);
    const arrived = services.scores.filter((score) => score.userId === 's-1' && score.lineItem === total.lineitem_url);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ scoreGiven: 23, scoreMaximum: 30, gradingProgress: 'FullyGraded' });
    // Nothing changed: nothing queued, nothing sent.
    expect((await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`)).body).toEqual({ queued: 0, held: 0, unchanged: 1 });
    await tk.drainJobs();
    expect(services.scores.filter((score) => score.userId === 's-1' && score.lineItem === total.lineitem_url)).toHaveLength(1);
  });

  it('a score refused past the retry budget is a dead letter; retried by hand it arrives', async () => {
    const s1 = students.get('s-1')!;
    await grade(columnB, s1, 17);
    services.refuseScores = { times: 1000, status: 503 };
    expect((await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`)).body).toMatchObject({ queued: 1 });
    await tk.drainJobs();
    for (let attempt = 1; attempt < SCORE_ATTEMPTS; attempt += 1) await runJobsAfterBackoff(attempt);
    let state = await syncState();
    expect(state.dead_letters).toBe(1);
    expect(state.scores[0]).toMatchObject({ state: 'dead', attempts: SCORE_ATTEMPTS });
    expect(services.refused).toBe(2 + SCORE_ATTEMPTS);
    const report = await staff.get(`lti1.3/report/${courseId}/${guid}`);
    expect(report.body.rows.find((row: { user_id: string }) => row.user_id === s1)).toMatchObject({ ours: 25, sent: 23, verdict: 'dead' });

    services.refuseScores = { times: 0, status: 503 };
    const retried = await staff.request('POST', `lti1.3/retry/${courseId}/${guid}`, { column_id: total.id, user_id: s1 });
    expect(retried.body).toEqual({ queued: 1 });
    await tk.drainJobs();
    state = await syncState();
    expect(state.scores[0]).toMatchObject({ state: 'synced', attempts: 1 });
    expect(state.dead_letters).toBe(0);
    expect(services.scores.filter((score) => score.userId === 's-1' && score.lineItem === total.lineitem_url).map((s) => s.scoreGiven)).toEqual([23, 25]);
  });

  it('a refusal that will not heal (400) is a dead letter at once', async () => {
    const s3 = students.get('s-3')!;
    await grade(columnA, s3, 4);
    services.refuseScores = { times: 1, status: 400 };
    await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`);
    await tk.drainJobs();
    const row = (await syncState()).scores.find((score) => score.user_id === s3)!;
    expect(row).toMatchObject({ state: 'dead', attempts: 1 });
    expect(row.last_error).toContain('400');
    await staff.request('POST', `lti1.3/retry/${courseId}/${guid}`, {});
    await tk.drainJobs();
    expect((await syncState()).scores.find((score) => score.user_id === s3)).toMatchObject({ state: 'synced' });
  });

  it('a grade changed on the platform after our sync is detected on the next pull, shown, and not overwritten', async () => {
    const s1 = students.get('s-1')!;
    services.changeResult(total.lineitem_url, 's-1', 29);
    const pulled = await staff.request('POST', `lti1.3/pull/${courseId}/${guid}`);
    expect(pulled.body).toEqual({ changed: 1 });
    expect((await syncState()).scores.find((score) => score.user_id === s1)).toMatchObject({ changed_on_platform: true, their_score: 29, state: 'synced' });
    const report = await staff.get(`lti1.3/report/${courseId}/${guid}`);
    expect(report.body.rows.find((row: { user_id: string }) => row.user_id === s1)).toMatchObject({ ours: 25, sent: 25, theirs: 29, verdict: 'theirs-changed' });
    // Our grade changes: held, not sent over the platform's.
    await grade(columnA, s1, 9);
    expect((await staff.request('POST', `lti1.3/grade/${courseId}/${guid}`)).body).toMatchObject({ queued: 0, held: 1 });
    await tk.drainJobs();
    const sentBefore = services.scores.length;
    expect((await syncState()).scores.find((score) => score.user_id === s1)).toMatchObject({ state: 'held', score: 26 });
    expect(services.scores.length).toBe(sentBefore);
    // The instructor decides to send ours.
    expect((await staff.request('POST', `lti1.3/retry/${courseId}/${guid}`, { user_id: s1 })).body).toEqual({ queued: 1 });
    await tk.drainJobs();
    expect(services.scores.at(-1)).toMatchObject({ userId: 's-1', scoreGiven: 26 });
    expect((await syncState()).scores.find((score) => score.user_id === s1)).toMatchObject({ state: 'synced', changed_on_platform: false });
  });

  it('tokens: one per platform and scope, reused until they expire', async () => {
    const rosterTokens = () => services.tokenRequests.filter((scope) => scope === SCOPE.roster).length;
    const before = rosterTokens();
    expect((await staff.get(`lti1.3/roster/${courseId}/${guid}`)).status).toBe(200);
    expect(rosterTokens()).toBe(before);
    tk.clock.advance(3_600_000);
    expect((await staff.get(`lti1.3/roster/${courseId}/${guid}`)).status).toBe(200);
    expect(rosterTokens()).toBe(before + 1);
  });

  it('on a schedule: the pull job reads the roster and results and queues changes, then queues the next pull', async () => {
    await tk.drainJobs();
    const ticks = await jobsOfKind(tk, 'lti:lti-sync-tick');
    const queuedTicks = ticks.filter((job) => job.status === 'queued');
    expect(queuedTicks).toHaveLength(1);
    const generation = queuedTicks[0]!.payload.generation as number;
    const done = ticks.filter((job) => job.status === 'done').length;
    services.members = [...services.members, { user_id: 's-5', roles: [ROLES.learner], name: 'New Comer' }];
    await grade(columnA, students.get('s-2')!, 6);
    tk.clock.advance(31 * 60_000);
    await tk.drainJobs();
    const after = await jobsOfKind(tk, 'lti:lti-sync-tick');
    expect(after.filter((job) => job.status === 'done')).toHaveLength(done + 1);
    expect(after.filter((job) => job.status === 'queued')).toHaveLength(1);
    expect(after.find((job) => job.status === 'queued')!.payload).toMatchObject({ linkId: guid, generation: generation + 1 });
    const members = await tk.kernel.resolve(coreServices.database)('lti_members').where({ link_id: guid, platform_user_id: 's-5' });
    expect(members).toHaveLength(1);
    // Points to date, as the gradebook's total counts them: 6 of the 10 graded so far.
    expect(services.scores.at(-1)).toMatchObject({ userId: 's-2', scoreGiven: 6, scoreMaximum: 10 });
  });
});
