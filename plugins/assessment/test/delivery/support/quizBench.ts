import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../../src/schemas/itemTypes.ts';
import type { AssessmentWorld } from '../../assessmentWorld.ts';
import { draft } from '../../itemSamples.ts';

export interface QuizBench {
  courseId: string;
  /** The two Questions (itemSamples' drafts): a single choice worth 2 and a short text worth 3. */
  choice: ApiItem;
  text: ApiItem;
  /** An assessment of the two items on a page of its own (a page holds two contents at most), and its delivery address. */
  assessment(overrides?: Partial<AssessmentConfig>): Promise<{ path: string; componentId: string }>;
}

/** A course of `pages` empty pages where the world's instructor teaches and its student learns, and two Questions in the instructor's bank. */
export async function quizBench(world: AssessmentWorld, pages: number): Promise<QuizBench> {
  const course = await world.tk.createCourse({
    instructor: world.instructor,
    students: [world.student],
    lessons: [{ title: 'Quizzes', pages: Array.from({ length: pages }, (_, n) => ({ title: `Quiz ${n}` })) }],
  });
  const courseId = course.courseId;
  const free = course.lessons[0]!.pageIds.map((pageId) => `${courseId}/${course.first.lessonId}/${pageId}`);
  const choice = (await world.teacher.post('assessment/items/', draft('single_choice', { points: 2 }))).body as ApiItem;
  const text = (await world.teacher.post('assessment/items/', draft('short_text', { points: 3 }))).body as ApiItem;
  return {
    courseId,
    choice,
    text,
    async assessment(overrides = {}) {
      const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: choice._id, points: 2 }, { id: text._id, points: 3 }], ...overrides };
      const created = await world.teacher.post(`components/${free.shift()}/new/`, { type: 'assessment', title: 'Quiz', config });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      return { path: `assessment/delivery/${courseId}/${created.body._id}/`, componentId: created.body._id as string };
    },
  };
}
