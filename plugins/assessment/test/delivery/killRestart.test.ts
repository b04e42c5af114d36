import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, TEST_PASSWORD, TestClient, XSRF_COOKIE } from '@lms/sdk/testing';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { draft } from '../itemSamples.ts';
import { processDatabase, type ProcessDatabase } from './support/processDatabase.ts';
import { seedPeople, type SeededPeople } from './support/seedPeople.ts';
import { startServerProcess, type ServerProcess } from './support/serverProcess.ts';
import { putInFlight } from './support/inFlightSave.ts';
import { processLedgerAttempts } from './support/processLedger.ts';

// Real server processes on one database (PostgreSQL, or PGlite on disk, which
// comes back after a SIGKILL: its WAL is replayed when the next process opens it).
let database: ProcessDatabase;
let people: SeededPeople;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await processDatabase();
  people = await seedPeople(database.env);
}, 120_000);

/** Stops every server process started so far (an embedded database has one owner at a time). */
const stopServers = () => Promise.all(servers.map((server) => server.stop()));

afterAll(async () => {
  await stopServers();
  await database?.dispose();
}, 30_000);

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess(database.env);
  servers.push(server);
  return server;
}

/** The same browser (its session and XSRF cookies) on another server process. */
function sameBrowser(client: TestClient, server: ServerProcess): TestClient {
  const browser = new TestClient(server.url);
  for (const cookie of [SESSION_COOKIE, XSRF_COOKIE]) browser.setCookie(cookie, client.cookie(cookie)!);
  return browser;
}

async function loggedIn(server: ServerProcess, email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.login(email, TEST_PASSWORD);
  return client;
}

async function createItem(teacher: TestClient, body: ReturnType<typeof draft>): Promise<ApiItem> {
  const created = await teacher.post('assessment/items/', body);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body as ApiItem;
}

describe('a server killed in the middle of an attempt', () => {
  it('kills and restarts the server in the middle of an attempt and finds every autosaved answer', async () => {
    const first = await startServer();
    const teacher = await loggedIn(first, people.instructorEmail);
    const choice = await createItem(teacher, draft('single_choice', { points: 2 }));
    const text = await createItem(teacher, draft('short_text', { points: 3 }));
    const multiple = await createItem(teacher, draft('multiple_response', { points: 1 }));
    const numeric = await createItem(teacher, draft('numeric', { points: 2 }));
    const ordering = await createItem(teacher, draft('ordering', { points: 1 }));
    const items = [choice, text, multiple, numeric, ordering].map((item) => ({ id: item._id, points: item.points }));
    const quiz = await teacher.post(`components/${people.courseId}/${people.lessonId}/${people.pageId}/new/`, { type: 'assessment', title: 'Timed quiz', config: { items, time_limit: 900 } });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
    const path = `assessment/delivery/${people.courseId}/${quiz.body._id}/`;

    const learner = await loggedIn(first, people.studentEmail);
    const started = await learner.post(`${path}start/`, {});
    expect(started.status).toBe(200);
    const answered: Record<string, unknown> = {};
    for (const responses of [{ [choice._id]: 'a' }, { [choice._id]: 'b' }, { [text._id]: 'mitochondria' }, { [multiple._id]: ['a', 'b', 'd'] }]) {
      expect((await learner.put(`${path}attempt/`, { responses })).status).toBe(200);
      Object.assign(answered, responses);
    }
    const inFlight = { [numeric._id]: '9,81' };
    const outcome = putInFlight(learner, `${path}attempt/`, { responses: inFlight }, () => first.kill());
    expect(await first.exited).toBe('SIGKILL');
    const sent = await outcome;

    const second = await startServer();
    // The session lives in the database: the same browser goes on with the new process.
    const browser = sameBrowser(learner, second);
    expect((await browser.get(path)).body).toMatchObject({ state: 'resume', can_start: true });
    const found = (await browser.get(`${path}attempt/`)).body.responses;
    // Every answered save is there. The one in flight is one statement: all there or not at all (there when it was answered).
    if ('answered' in sent && sent.answered === 200) expect(found).toEqual({ ...answered, ...inFlight });
    else expect([answered, { ...answered, ...inFlight }]).toContainEqual(found);

    expect((await browser.post(`${path}start/`, {})).body).toMatchObject({ _id: started.body._id, number: 1, opens: 2 });
    // The browser sends again the change it could not save.
    expect((await browser.put(`${path}attempt/`, { responses: inFlight })).status).toBe(200);
    const submitted = await browser.post(`${path}submit/`, {});
    expect(submitted.body).toMatchObject({ _id: started.body._id, status: 'graded', score: 8, max_score: 9, timed_out: false });
    expect((await browser.get(`${path}review/`)).body).toMatchObject({ score: 8, max_score: 9, responses: { ...answered, ...inFlight } });
  }, 120_000);
});

describe('a server killed in the middle of a submit', () => {
  it('finds neither the claim nor the ledger attempt after a kill between the steps, and takes the submit again', async () => {
    await stopServers();
    // This process stops every submit after its claim and its ledger record, before its score is kept and anything is committed.
    const held = await startServerProcess({ ...database.env, LMS_TEST_HOLD_SUBMIT: '1' });
    servers.push(held);
    const teacher = await loggedIn(held, people.instructorEmail);
    const choice = await createItem(teacher, draft('single_choice', { points: 2 }));
    const quiz = await teacher.post(`components/${people.courseId}/${people.lessonId}/${people.pageId}/new/`, { type: 'assessment', title: 'Quiz', config: { items: [{ id: choice._id, points: 2 }] } });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
    const path = `assessment/delivery/${people.courseId}/${quiz.body._id}/`;
    const learner = await loggedIn(held, people.studentEmail);
    expect((await learner.post(`${path}start/`, {})).status).toBe(200);
    expect((await learner.put(`${path}attempt/`, { responses: { [choice._id]: 'b' } })).status).toBe(200);

    const submitting = learner.post(`${path}submit/`, {}).then(
      () => 'answered',
      () => 'cut off',
    );
    await held.printed('holding a submit');
    held.kill();
    expect(await held.exited).toBe('SIGKILL');
    expect(await submitting).toBe('cut off');

    const second = await startServer();
    const browser = sameBrowser(learner, second);
    // Neither the claim nor the ledger record survived: the attempt runs still, and submits as attempt 1.
    expect((await browser.get(path)).body).toMatchObject({ state: 'resume', attempts_used: 0 });
    expect((await browser.post(`${path}submit/`, {})).body).toMatchObject({ number: 1, status: 'graded', score: 2, max_score: 2 });
    await second.stop();
    const recorded = await processLedgerAttempts(database.env, quiz.body._id as string, people.studentId);
    expect(recorded.map((attempt) => [attempt.status, attempt.score])).toEqual([['graded', 2]]);
  }, 120_000);
});
