import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import { bankItems, createAssessment, delivery, reportsWorld, type ReportsWorld } from './reportsWorld.ts';

let world: ReportsWorld;
let items: Record<'single_choice' | 'true_false' | 'short_text', ApiItem>;

beforeAll(async () => {
  world = await reportsWorld();
  items = await bankItems(world, ['single_choice', 'true_false', 'short_text'] as const);
});

afterAll(() => world?.tk.close());

const liveView = (componentId: string, client = world.teacher) => client.get(`assessment/liveview/${world.courseId}/${componentId}`);

describe('GET assessment/liveview/{courseId}/{componentId}', () => {
  it("lists every student with their latest attempt: not started, in progress, submitted; previews left out", async () => {
    const componentId = await createAssessment(world, Object.values(items), { time_limit: 900, submission_attempts: 2 });
    const quiz = delivery(world, componentId);
    const [ada, bob, cy] = world.students.map((student) => student.client);
    const single = items.single_choice._id;
    const truth = items.true_false._id;
    const text = items.short_text._id;

    const adaStarted = await quiz.start(ada!);
    await quiz.save(ada!, { [single]: 'b', [truth]: true, [text]: '   ' });
    await quiz.submit(ada!);
    await quiz.start(bob!);
    await quiz.submit(bob!, { [single]: 'a' });
    const bobSecond = await quiz.start(bob!);
    await quiz.save(bob!, { [single]: 'b', [truth]: null, [text]: 'Mitochondria' });
    await quiz.start(cy!);
    // The teacher's own preview is nobody's progress.
    await quiz.start(world.teacher);
    await quiz.submit(world.teacher, { [single]: 'b' });

    const answer = await liveView(componentId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Weekly quiz', total_items: 3 });
    expect(Math.abs(Date.parse(answer.body.now) - world.tk.clock.now().getTime())).toBeLessThan(5000);
    const rows = answer.body.students;
    expect(rows.map((row: { name: string; surname: string }) => `${row.name} ${row.surname}`)).toEqual(['Ada Byron', 'Bob Carter', 'Cy Dale', 'Di Evans']);
    const [adaRow, bobRow, cyRow, diRow] = rows;

    // Ada: submitted, two real answers (a blank text is no answer), score from the ledger.
    expect(adaRow).toMatchObject({ user_id: world.students[0]!.user.id, state: 'submitted', attempt_number: 1, answered: 2, score: 4, max_score: 6 });
    expect(adaRow.started_at).toBe(adaStarted.started_at);
    expect(adaRow.deadline).toBe(adaStarted.deadline);
    expect(Date.parse(adaRow.deadline) - Date.parse(adaRow.started_at)).toBe(900_000);
    expect(adaRow.submitted_at).not.toBeNull();
    // Bob: his second attempt runs; its score is not known yet (the first one's is not shown as his).
    expect(bobRow).toMatchObject({ state: 'in_progress', attempt_number: 2, answered: 2, submitted_at: null, score: null, max_score: null });
    expect(bobRow.deadline).toBe(bobSecond.deadline);
    expect(bobRow.saved_at).not.toBeNull();
    expect(cyRow).toMatchObject({ state: 'in_progress', attempt_number: 1, answered: 0, saved_at: null });
    expect(diRow).toEqual({
      user_id: world.students[3]!.user.id,
      name: 'Di',
      surname: 'Evans',
      state: 'not_started',
      attempt_number: null,
      answered: 0,
      started_at: null,
      saved_at: null,
      deadline: null,
      submitted_at: null,
      score: null,
      max_score: null,
    });
  });

  it('counts the picked Questions with pickx, and shows no deadline untimed', async () => {
    const componentId = await createAssessment(world, Object.values(items), { pickx: 2 });
    await delivery(world, componentId).start(world.students[0]!.client);
    const answer = await liveView(componentId, world.assistant);
    expect(answer.status).toBe(200);
    expect(answer.body.total_items).toBe(2);
    expect(answer.body.students[0]).toMatchObject({ state: 'in_progress', deadline: null });
  });

  it('is for the course\'s professors only, and for one of its assessments', async () => {
    const componentId = await createAssessment(world, [items.single_choice]);
    const student = await liveView(componentId, world.students[0]!.client);
    expect([student.status, student.body.errno]).toEqual([403, 'access-denied']);
    const stranger = await liveView(componentId, world.otherTeacher);
    expect(stranger.status).toBe(403);
    const missing = await liveView('0'.repeat(24));
    expect(missing.status).toBe(404);
    const malformed = await liveView('not-an-id');
    expect(malformed.status).toBe(404);
  });
});
