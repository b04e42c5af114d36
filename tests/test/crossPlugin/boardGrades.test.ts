import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
// The gradebook counts the board plugin's posts and grades its boards, so it is
// tested with both installed, as in the host (a plugin's own tests install no other plugin).
import boardPlugin from '../../../plugins/board/src/server/index.ts';
import gradebookPlugin from '../../../plugins/gradebook/src/server/index.ts';

let tk: TestKernel;
let courseId: string;
let teacher: TestClient;
let helper: TestClient;
let adaClient: TestClient;
let bobClient: TestClient;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let outsider: TestUser;
/** Discussion (max 10) and Atoms (max 5). */
let discussion: string;
let atoms: string;

const boardConfig = (max_score: number) => ({
  allow_images: false,
  max_score,
  board: { requires_comment: false, open_date: null, close_date: null, due_date: null },
});

async function post(client: TestClient, boardId: string, message: string, parent_id?: string): Promise<string> {
  const answer = await client.post(`board/${courseId}/${boardId}/posts/`, { message, ...(parent_id ? { parent_id } : {}) });
  if (answer.status !== 201) throw new Error(`not posted: ${JSON.stringify(answer.body)}`);
  return answer.body._id as string;
}

const oneBoard = (boardId: string) => `gradebook/${courseId}/board_grades/${boardId}`;
const entriesOf = (body: { students: { id: string; boards: unknown[] }[] }) => Object.fromEntries(body.students.map((student) => [student.id, student.boards]));

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [boardPlugin, gradebookPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('instructor');
  outsider = await tk.createUser('instructor');
  ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@test.example' });
  bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
  const course = await tk.createCourse({ instructor, assistants: [assistant], students: [ada, bob, cy], lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }] }] });
  await tk.createCourse({ instructor: outsider });
  courseId = course.courseId;
  teacher = await tk.loginAs(instructor);
  helper = await tk.loginAs(assistant);
  adaClient = await tk.loginAs(ada);
  bobClient = await tk.loginAs(bob);
  const [first, second] = course.lessons[0]!.pageIds;
  discussion = (await teacher.post(`components/${courseId}/${course.first.lessonId}/${first}/new/`, { type: 'board', title: 'Discussion', config: boardConfig(10) })).body._id;
  atoms = (await teacher.post(`components/${courseId}/${course.first.lessonId}/${second}/new/`, { type: 'board', title: 'Atoms', config: boardConfig(5) })).body._id;

  // Ada: two posts and a reply on Discussion, one of them deleted; one post on Atoms that Bob flags, with Bob's reply under it.
  await post(adaClient, discussion, 'First thoughts');
  const second_ = await post(adaClient, discussion, 'More thoughts');
  await post(adaClient, discussion, 'A reply to myself', second_);
  const gone = await post(adaClient, discussion, 'Oops');
  await adaClient.delete(`board/${courseId}/${discussion}/posts/${gone}/`);
  const flagged = await post(adaClient, atoms, 'Something rude');
  await post(bobClient, atoms, 'I disagree', flagged);
  await bobClient.post(`board/${courseId}/${atoms}/posts/${flagged}/flag/`);
  // Bob: one post on Discussion; the instructor's post is not a student's submission.
  await post(bobClient, discussion, 'Hello');
  await post(teacher, discussion, 'Welcome, class');
});

afterAll(() => tk?.close());

describe('GET gradebook/{courseId}/board_grades', () => {
  it("lists every board (by title) and every student (by last name) with live posts, hidden ones apart, and no grade yet", async () => {
    const answer = await teacher.get(`gradebook/${courseId}/board_grades`);
    expect(answer.status).toBe(200);
    expect(answer.body.boards).toEqual([
      { board_id: atoms, activity_id: expect.any(String), title: 'Atoms', max_score: 5 },
      { board_id: discussion, activity_id: expect.any(String), title: 'Discussion', max_score: 10 },
    ]);
    expect(answer.body.students.map((student: { lastname: string }) => student.lastname)).toEqual(['Hope', 'Lovelace', 'Young']);
    expect(answer.body.students[1]).toMatchObject({ id: ada.id, firstname: 'Ada', email: 'ada@test.example' });
    expect(entriesOf(answer.body)).toEqual({
      [bob.id]: [{ posts: 0, hidden: 1, grade: null }, { posts: 1, hidden: 0, grade: null }],
      [ada.id]: [{ posts: 0, hidden: 1, grade: null }, { posts: 3, hidden: 0, grade: null }],
      [cy.id]: [{ posts: 0, hidden: 0, grade: null }, { posts: 0, hidden: 0, grade: null }],
    });
  });

  it('answers one board, and not-found for a component that is not a board of the course', async () => {
    const answer = await helper.get(oneBoard(discussion));
    expect(answer.status).toBe(200);
    expect(answer.body.boards.map((board: { title: string }) => board.title)).toEqual(['Discussion']);
    expect((await teacher.get(oneBoard('6c0000000000000000000b99'))).status).toBe(404);
  });

  it("lists the boards in the grading center, students' posts waiting for a grade", async () => {
    const center = await teacher.get(`gradebook/${courseId}/grading_center`);
    expect(center.body.activities.map((activity: { component_id: string; type: string; waiting: number }) => [activity.component_id, activity.type, activity.waiting])).toEqual([
      [discussion, 'board', 2],
      [atoms, 'board', 2],
    ]);
  });
});

describe('PUT gradebook/{courseId}/board_grades/{boardId}', () => {
  it("saves each student's grade with the post counts it was given for, and answers the board", async () => {
    const saved = await teacher.put(oneBoard(discussion), {
      grades: [
        { student_id: ada.id, grade: 9.5, posts: 3, hidden: 0 },
        { student_id: bob.id, grade: 4, posts: 1, hidden: 0 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(entriesOf(saved.body)).toEqual({ [bob.id]: [{ posts: 1, hidden: 0, grade: 4 }], [ada.id]: [{ posts: 3, hidden: 0, grade: 9.5 }], [cy.id]: [{ posts: 0, hidden: 0, grade: null }] });
    const center = await teacher.get(`gradebook/${courseId}/grading_center`);
    expect(center.body.activities.map((activity: { component_id: string }) => activity.component_id)).toEqual([atoms]);
  });

  it('refuses a grade outside 0 to the max score, a non-student and a student twice, storing nothing', async () => {
    const refused = await teacher.put(oneBoard(discussion), {
      grades: [
        { student_id: cy.id, grade: 2, posts: 0, hidden: 0 },
        { student_id: ada.id, grade: 10.5, posts: 3, hidden: 0 },
        { student_id: bob.id, grade: -1, posts: 1, hidden: 0 },
        { student_id: outsider.id, grade: 1, posts: 0, hidden: 0 },
        { student_id: cy.id, grade: 1, posts: 0, hidden: 0 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([
      { field: 'grades/1/grade', message: 'A grade must be at most the max score (10).' },
      { field: 'grades/2/grade', message: 'A grade must be at least 0.' },
      { field: 'grades/3/student_id', message: 'Not a student of this course.' },
      { field: 'grades/4/student_id', message: 'This student is listed twice.' },
    ]);
    expect((await teacher.put(oneBoard(discussion), { grades: [{ student_id: ada.id, grade: '9', posts: 3, hidden: 0 }] })).status).toBe(422);
    expect(entriesOf((await teacher.get(oneBoard(discussion))).body)[cy.id]).toEqual([{ posts: 0, hidden: 0, grade: null }]);
  });

  it("refuses the whole save in one transaction when a student's posts changed since the grade was given", async () => {
    await post(bobClient, discussion, 'One more');
    const refused = await teacher.put(oneBoard(discussion), {
      grades: [
        { student_id: ada.id, grade: 6, posts: 3, hidden: 0 },
        { student_id: bob.id, grade: 5, posts: 1, hidden: 0 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errno: 'conflict', students: [bob.id] });
    const board = entriesOf((await teacher.get(oneBoard(discussion))).body);
    expect(board[ada.id]).toEqual([{ posts: 3, hidden: 0, grade: 9.5 }]);
    expect(board[bob.id]).toEqual([{ posts: 2, hidden: 0, grade: 4 }]);
  });

  it('clears a grade with null, keeping two decimals of the others', async () => {
    const saved = await teacher.put(oneBoard(discussion), {
      grades: [
        { student_id: ada.id, grade: null, posts: 3, hidden: 0 },
        { student_id: bob.id, grade: 7.256, posts: 2, hidden: 0 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(entriesOf(saved.body)).toMatchObject({ [ada.id]: [{ grade: null }], [bob.id]: [{ grade: 7.26 }] });
  });

  it("is the course staff's: the assistant saves, a student and another course's instructor are refused", async () => {
    const body = { grades: [{ student_id: cy.id, grade: 1, posts: 0, hidden: 0 }] };
    expect((await helper.put(oneBoard(atoms), body)).status).toBe(200);
    expect((await adaClient.put(oneBoard(atoms), body)).status).toBe(403);
    expect((await adaClient.get(`gradebook/${courseId}/board_grades`)).status).toBe(403);
    expect((await (await tk.loginAs(outsider)).put(oneBoard(atoms), body)).status).toBe(403);
  });
});
