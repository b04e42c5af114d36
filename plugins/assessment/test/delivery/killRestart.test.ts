import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '@lms/core';
import { TEST_PASSWORD, TestClient } from '@lms/sdk/testing';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { draft } from '../itemSamples.ts';
import { processDatabase, type ProcessDatabase } from './support/processDatabase.ts';
import { seedPeople, type SeededPeople } from './support/seedPeople.ts';
import { startServerProcess, type ServerProcess } from './support/serverProcess.ts';
import { putInFlight } from './support/inFlightSave.ts';

// Real server processes on one database (PostgreSQL, or PGlite on disk, which
// comes back after a SIGKILL: its WAL is replayed when the next process opens it).
let database: ProcessDatabase;
let people: SeededPeople;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await processDatabase();
  people = await seedPeople(database.env);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.dispose();
}, 30_000);

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess(database.env);
  servers.push(server);
  return server;
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
    const browser = new TestClient(second.url);
    for (const cookie of [SESSION_COOKIE, XSRF_COOKIE]) browser.setCookie(cookie, learner.cookie(cookie)!);
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
