import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, ledgerAttempts, replaceLedgerActivity, type TestUser } from '@lms/sdk/testing';
import type { GradingSubmission } from '../src/calls/speedGradingCalls.ts';
import { createProjectComponent, gradingWorld, projectConfig, scoreSave, seedProject, storedGrade, storeRubric, type GradingWorld } from './speedGradingFixture.ts';

let world: GradingWorld;
let componentId: string;
const DUE = new Date('2026-03-01T12:00:00Z');
const POLICY = { penalty: 10, per: 86400, max: 50 };

/** A new student of the course with a project submitted on `componentId`. */
async function submittedStudent(name: string, options: { late?: boolean; component?: string } = {}) {
  const student = await world.tk.createUser('student', { firstname: name, lastname: 'Student' });
  await enrol(world.tk, world.course.courseId, student.id);
  const late = options.late ?? false;
  const project = await seedProject(world, {
    componentId: options.component ?? componentId,
    student,
    status: late ? 'submitted_late' : 'submitted',
    submittedAt: new Date(DUE.getTime() + (late ? 2.5 * 86400_000 : -60_000)),
  });
  return { student, project };
}

const save = (body: unknown, client = world.teacher) => client.post('speed-grading/grade', body);

beforeAll(async () => {
  world = await gradingWorld();
  componentId = await createProjectComponent(world, projectConfig({ due_date: DUE.toISOString() }));
  await replaceLedgerActivity(world.tk, componentId, { schedule: { policy: POLICY } });
});

afterAll(async () => {
  await world?.tk.close();
});

describe('POST speed-grading/grade: one transaction', () => {
  it('stores the grade row, sets the project graded and puts the score in the ledger; answers the new revision', async () => {
    const { student, project } = await submittedStudent('Gina');
    const answer = await save(scoreSave(world, componentId, student, project, { grade: 15 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { grades: [{ student_id: student.id }] }, status: 'graded', grade: { grade: 15, original_score: 15, max_score: 20, revision: 1, text_feedback: '<p>Well done</p>' } });
    const stored = await storedGrade(world, project.projectId);
    expect(stored.project.status).toBe('graded');
    expect(stored.grade).toMatchObject({ student_id: student.id, version_id: project.versionId, graded_by: world.instructor.id, revision: 1 });
    expect(Number(stored.grade.grade)).toBe(15);
    const [attempt] = await ledgerAttempts(world.tk, componentId, student.id);
    expect(attempt).toMatchObject({ status: 'graded', score: 15, maxScore: 20, needsManualGrading: false, submission: { grade: 15, max_score: 20, late_percent: 0, apply_policy: false } });
  });

  it('reads back what was saved, with the text grade on its artifact', async () => {
    const { student, project } = await submittedStudent('Hal');
    await save(scoreSave(world, componentId, student, project, { text_grades: { [project.artifactIds[0]!]: '<p>Strong</p><script>x()</script>' } }));
    const read = await world.teacher.get<GradingSubmission>(`speed-grading/${world.course.courseId}/${componentId}/student/${student.id}`);
    expect(read.body.grade).toMatchObject({ grade: 15, revision: 1, text_grades: { [project.artifactIds[0]!]: '<p>Strong</p>' } });
    expect(read.body.project.current_version.artifacts[0]!.text_grade).toBe('<p>Strong</p>');
    expect(read.body.project).toMatchObject({ status: 'graded', grade: 15 });
  });

  it('a second grader who read an older revision is refused with 409 grade-changed, and nothing of theirs is stored', async () => {
    const { student, project } = await submittedStudent('Ivy');
    expect((await save(scoreSave(world, componentId, student, project, { grade: 12 }))).status).toBe(200);
    const second = await save(scoreSave(world, componentId, student, project, { grade: 3, revision: 0 }), world.helper);
    expect(second.status).toBe(409);
    expect(second.body.errno).toBe('grade-changed');
    const stale = await save(scoreSave(world, componentId, student, project, { grade: 3, revision: 7 }), world.helper);
    expect(stale.status).toBe(409);
    expect(Number((await storedGrade(world, project.projectId)).grade.grade)).toBe(12);
    expect((await ledgerAttempts(world.tk, componentId, student.id))[0]!.score).toBe(12);
    // Having read the new revision, the second grader saves over it.
    const again = await save(scoreSave(world, componentId, student, project, { grade: 4, revision: 1 }), world.helper);
    expect(again.body.grade).toMatchObject({ grade: 4, revision: 2 });
    expect((await ledgerAttempts(world.tk, componentId, student.id))[0]!.score).toBe(4);
  });

  it('of two graders saving the same ungraded project at once, one is stored and the other told', async () => {
    const { student, project } = await submittedStudent('Una');
    const answers = await Promise.all([
      save(scoreSave(world, componentId, student, project, { grade: 5 })),
      save(scoreSave(world, componentId, student, project, { grade: 6 }), world.helper),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.grade.grade;
    expect(Number((await storedGrade(world, project.projectId)).grade.grade)).toBe(winner);
    expect((await ledgerAttempts(world.tk, componentId, student.id))[0]!.score).toBe(winner);
  });

  it('a save without a score leaves the work waiting for one', async () => {
    const { student, project } = await submittedStudent('Jon');
    const answer = await save(scoreSave(world, componentId, student, project, { grade: null, text_feedback: 'Not yet' }));
    expect(answer.body).toMatchObject({ status: 'submitted', grade: { grade: null, text_feedback: 'Not yet' } });
    expect((await ledgerAttempts(world.tk, componentId, student.id))[0]).toMatchObject({ status: 'needs_grading', needsManualGrading: true });
  });
});

describe('POST speed-grading/grade: late policy', () => {
  it('applies the policy with the shared function when asked: original score kept, graded late', async () => {
    const { student, project } = await submittedStudent('Kim', { late: true });
    const answer = await save(scoreSave(world, componentId, student, project, { grade: 15, apply_policy: true }));
    // 2.5 days late, 10% a day started: 30% off.
    expect(answer.body).toMatchObject({ status: 'graded late', grade: { grade: 10.5, original_score: 15, apply_policy: true } });
    expect((await ledgerAttempts(world.tk, componentId, student.id))[0]).toMatchObject({
      score: 10.5,
      submission: { project_id: project.projectId, version_id: project.versionId, grade: 10.5, late_percent: 30, apply_policy: true },
      policyApplied: { raw_score: 15, percent: 30, lateness_seconds: 216000, policy: POLICY },
    });
  });

  it('keeps the score whole without apply_policy, still graded late', async () => {
    const { student, project } = await submittedStudent('Lou', { late: true });
    const answer = await save(scoreSave(world, componentId, student, project, { grade: 15 }));
    expect(answer.body).toMatchObject({ status: 'graded late', grade: { grade: 15, original_score: 15 } });
  });
});

describe('POST speed-grading/grade: scores (part 2 §5)', () => {
  let student: TestUser;
  let project: Awaited<ReturnType<typeof submittedStudent>>['project'];
  beforeAll(async () => ({ student, project } = await submittedStudent('Max')));

  it('rounds to 2 decimals', async () => {
    const answer = await save(scoreSave(world, componentId, student, project, { grade: 7.456 }));
    expect(answer.body.grade.grade).toBe(7.46);
  });

  it('refuses a grade above the max score, below 0, or against another max score, storing nothing', async () => {
    const revision = (await storedGrade(world, project.projectId)).grade.revision;
    for (const [overrides, field] of [
      [{ grade: 20.01 }, 'grade'],
      [{ grade: -1 }, 'grade'],
      [{ grade: 10, max_score: 30 }, 'max_score'],
      [{ grade: 'ten' }, 'grade'],
    ] as const) {
      const answer = await save(scoreSave(world, componentId, student, project, { ...overrides, revision }));
      expect(answer.status).toBe(422);
      expect(answer.body.fields.map((problem: { field: string }) => problem.field).join()).toContain(field);
    }
    expect((await storedGrade(world, project.projectId)).grade.revision).toBe(revision);
  });

  it('takes text grades only for artifacts of the graded version', async () => {
    const answer = await save(scoreSave(world, componentId, student, project, { text_grades: { ['f'.repeat(24)]: 'Lost' }, revision: 1 }));
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([{ field: `text_grades/${'f'.repeat(24)}`, message: 'This artifact is not in the graded version of the project.' }]);
  });

  it("takes audio and video feedback only from the course's media library", async () => {
    const ours = await world.tk.libraryFile(world.course.courseId, { name: 'feedback.mp3' });
    const theirs = await world.tk.libraryFile(world.other.courseId, { name: 'elsewhere.mp4' });
    const refused = await save(scoreSave(world, componentId, student, project, { video_feedback: theirs.id, revision: 1 }));
    expect(refused.status).toBe(422);
    expect(refused.body.fields[0].field).toBe('video_feedback');
    const taken = await save(scoreSave(world, componentId, student, project, { audio_feedback: ours.id, revision: 1 }));
    expect(taken.status).toBe(200);
    expect(taken.body.grade.audio_feedback).toMatchObject({ id: ours.id, filename: 'feedback.mp3', url: ours.url });
  });
});

describe('POST speed-grading/grade: rubric', () => {
  let rubricComponent: string;
  let rubric: Awaited<ReturnType<typeof storeRubric>>;
  beforeAll(async () => {
    rubric = await storeRubric(world, world.instructor.id);
    rubricComponent = await createProjectComponent(world, projectConfig({ rubric: true, rubric_id: rubric.id, rubric_total_points: 15, max_score: null }), 1);
  });
  const rubricSave = (student: TestUser, project: { projectId: string; versionId: string; artifactIds: string[] }, overrides: Record<string, unknown>) =>
    scoreSave(world, rubricComponent, student, project, { type: 'rubric', rubric_id: rubric.id, max_score: 15, grade: null, ...overrides });

  it('grades the sum of the criteria scores, each one of its ratings', async () => {
    const { student, project } = await submittedStudent('Ned', { component: rubricComponent });
    const [content, style] = rubric.criteria;
    const answer = await save(rubricSave(student, project, { criteria: { [content!._id]: 6, [style!._id]: 2.5 } }));
    expect(answer.body).toMatchObject({ status: 'graded', grade: { grade: 8.5, max_score: 15, rubric_id: rubric.id, criteria: { [content!._id]: 6, [style!._id]: 2.5 } } });
    expect((await ledgerAttempts(world.tk, rubricComponent, student.id))[0]).toMatchObject({ score: 8.5, maxScore: 15 });
  });

  it('refuses a score that is no rating, above the criterion, of an unknown criterion, a grade that is not the sum, another rubric', async () => {
    const { student, project } = await submittedStudent('Oz', { component: rubricComponent });
    const [content, style] = rubric.criteria;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ criteria: { [content!._id]: 7 } }, `criteria/${content!._id}`, "Choose one of the criterion's ratings."],
      [{ criteria: { [style!._id]: 6 } }, `criteria/${style!._id}`, 'A criterion scores at most its points (5).'],
      [{ criteria: { ['a'.repeat(24)]: 5 } }, `criteria/${'a'.repeat(24)}`, 'This criterion is not in the rubric.'],
      [{ criteria: { [content!._id]: 10 }, grade: 12 }, 'grade', 'With a rubric the grade is the sum of the criteria scores (10).'],
      [{ criteria: { [content!._id]: 10 }, rubric_id: 'b'.repeat(24) }, 'rubric_id', "Grade with the project's rubric."],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await save(rubricSave(student, project, overrides));
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toContainEqual({ field, message });
    }
    expect((await storedGrade(world, project.projectId)).grade).toBeNull();
  });

  it('refuses a rubric grade on a project graded by max score', async () => {
    const { student, project } = await submittedStudent('Pia');
    const answer = await save(scoreSave(world, componentId, student, project, { type: 'rubric', rubric_id: rubric.id, criteria: { [rubric.criteria[0]!._id]: 10 }, grade: null }));
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toContainEqual({ field: 'type', message: 'This project is not graded with a rubric.' });
  });
});

describe('POST speed-grading/grade: the right student, the right people', () => {
  it('never lands a grade on another student: the project must be the student\'s and the component\'s', async () => {
    const first = await submittedStudent('Quin');
    const second = await submittedStudent('Rex');
    const elsewhere = await createProjectComponent(world, projectConfig(), 2);
    const third = await submittedStudent('Sam', { component: elsewhere });
    const mismatches = [
      scoreSave(world, componentId, second.student, first.project),
      scoreSave(world, elsewhere, first.student, first.project),
      scoreSave(world, componentId, third.student, third.project),
    ];
    for (const body of mismatches) {
      const answer = await save(body);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errno: 'project-mismatch' });
    }
    for (const { student, project, component } of [{ ...first, component: componentId }, { ...second, component: componentId }, { ...third, component: elsewhere }]) {
      const stored = await storedGrade(world, project.projectId);
      expect(stored.grade).toBeNull();
      expect(stored.project.status).toBe('submitted');
      expect((await ledgerAttempts(world.tk, component, student.id))[0]!.status).toBe('needs_grading');
    }
  });

  it("answers 'No submissions found' for a draft or a reopened project", async () => {
    for (const [status, reopened] of [['draft', false], ['submitted', true]] as const) {
      const student = await world.tk.createUser('student');
      await enrol(world.tk, world.course.courseId, student.id);
      const project = await seedProject(world, { componentId, student, status, reopened });
      expect(await save(scoreSave(world, componentId, student, project))).toMatchObject({ status: 404, body: { errno: 'no-submissions', error: 'No submissions found' } });
      expect((await storedGrade(world, project.projectId)).grade).toBeNull();
    }
  });

  it('is for professors of the course only', async () => {
    const { student, project } = await submittedStudent('Tia');
    expect(await save(scoreSave(world, componentId, student, project), world.adaClient)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect(await save(scoreSave(world, componentId, student, project), world.otherTeacher)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    expect((await storedGrade(world, project.projectId)).grade).toBeNull();
    expect((await save(scoreSave(world, componentId, student, project), world.helper)).status).toBe(200);
  });
});
