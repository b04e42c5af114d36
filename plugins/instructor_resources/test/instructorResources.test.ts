import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemo, resourcesWorld, type ResourcesWorld } from './resourcesWorld.ts';

let world: ResourcesWorld;
let path: string;

beforeAll(async () => {
  world = await resourcesWorld();
  const { course, teacher } = world;
  const [cells, genes, review] = course.lessons;
  path = `instructor_resources/${course.courseId}`;
  await addMemo(teacher, course.courseId, cells!.id, cells!.pageIds[0]!, 'recommended', 'Membrane video');
  await addMemo(teacher, course.courseId, cells!.id, cells!.pageIds[0]!, 'instructor_notes', 'Ask about lipids');
  await addMemo(teacher, course.courseId, cells!.id, cells!.pageIds[0]!, 'contents', 'Page text');
  await addMemo(teacher, course.courseId, cells!.id, cells!.pageIds[1]!, 'contents', 'Only contents here');
  await addMemo(teacher, course.courseId, genes!.id, genes!.pageIds[0]!, 'instructor_notes', 'Draft lesson note');
  // A lesson's own recommended component (kept in the lesson, not on a page).
  const lessonMemo = await addMemo(teacher, course.courseId, review!.id, review!.pageIds[0]!, 'contents', 'Review sheet');
  const moved = await teacher.put(`pages/${course.courseId}/${review!.id}/${review!.pageIds[0]}/`, { contents: [] });
  if (moved.status !== 200) throw new Error(JSON.stringify(moved.body));
  const kept = await teacher.put(`lessons/${course.courseId}/${review!.id}/`, { recommended: [lessonMemo] });
  if (kept.status !== 200) throw new Error(JSON.stringify(kept.body));
});

afterAll(() => world?.tk.close());

const titles = (components: { title: string }[]) => components.map((component) => component.title);

describe('GET instructor_resources/{courseId}', () => {
  it("lists 'All Instructor Resources' (id 0) first, then each lesson holding resources, in course order", async () => {
    const answer = await world.teacher.get(path);
    expect(answer.status).toBe(200);
    const [cells, genes, review] = world.course.lessons;
    expect(answer.body.resources).toEqual([
      { _id: '0', title: 'All Instructor Resources' },
      { _id: cells!.id, title: 'Cells' },
      { _id: genes!.id, title: 'Genes' },
      { _id: review!.id, title: 'Review' },
    ]);
  });

  it("gives every page's recommended resources and instructor notes, drafts included, and no page contents", async () => {
    const { body } = await world.teacher.get(path);
    const [cells, genes, review] = body.lessons;
    expect(cells.pages.map((page: { title: string }) => page.title)).toEqual(['Membranes']);
    expect(titles(cells.pages[0].recommended)).toEqual(['Membrane video']);
    expect(titles(cells.pages[0].instructor_notes)).toEqual(['Ask about lipids']);
    expect(cells.recommended).toEqual([]);
    expect(titles(genes.pages[0].instructor_notes)).toEqual(['Draft lesson note']);
    expect(titles(review.recommended)).toEqual(['Review sheet']);
    expect(review.pages).toEqual([]);
    expect(cells.pages[0].recommended[0]).toMatchObject({ type: 'memo', config: { text: 'Membrane video' }, course_id: world.course.courseId });
  });

  it('is for the course’s professors: assistants too, never its students or another course’s instructor', async () => {
    expect((await world.assistant.get(path)).status).toBe(200);
    expect((await world.learner.get(path)).status).toBe(403);
    expect((await world.outsider.get(path)).status).toBe(403);
    expect((await world.tk.client().get(path)).status).toBe(401);
  });

  it('answers an empty list for a course without resources, and not-found for an unknown course', async () => {
    const other = await world.tk.createCourse({ title: 'Empty' });
    const admin = await world.tk.loginAs(await world.tk.createUser('site-admin'));
    expect((await admin.get(`instructor_resources/${other.courseId}`)).body).toEqual({ resources: [{ _id: '0', title: 'All Instructor Resources' }], lessons: [] });
    expect((await admin.get('instructor_resources/6b0000000000000000000fff')).status).toBe(404);
  });
});
