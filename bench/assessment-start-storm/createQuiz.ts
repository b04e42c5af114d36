import { describeAnswer, type BrowserSession } from './browserSession.ts';
import { QUIZ_ITEMS } from './quizItems.ts';
import type { SeededCourse } from './seedCourse.ts';

/** A Question of the quiz as the bench answers it. */
export interface PlacedItem {
  id: string;
  points: number;
  right: unknown;
  wrong: unknown;
}

export interface Quiz {
  componentId: string;
  /** `assessment/delivery/{courseId}/{componentId}/`: the delivery calls' base path. */
  path: string;
  items: PlacedItem[];
}

/** Two hours, the longest of the time limit choices: the attempts stay open however long a run lasts. */
export const QUIZ_TIME_LIMIT_SECONDS = 7200;

/** The instructor writes the Questions and puts a timed assessment of them on the course's page, over HTTP as the web app does. */
export async function createQuiz(instructor: BrowserSession, course: SeededCourse): Promise<Quiz> {
  const items: PlacedItem[] = [];
  for (const item of QUIZ_ITEMS) {
    const created = await instructor.call('POST', 'assessment/items/', item.draft);
    if (created.status !== 201) throw new Error(`Could not create ${item.draft.reference}: ${describeAnswer(created)}`);
    items.push({ id: created.body._id, points: item.draft.points, right: item.right, wrong: item.wrong });
  }
  const config = {
    instructions: 'Answer every Question before the time runs out.',
    items: items.map(({ id, points }) => ({ id, points })),
    time_limit: QUIZ_TIME_LIMIT_SECONDS,
    submission_attempts: 1,
  };
  const component = await instructor.call('POST', `components/${course.courseId}/${course.lessonId}/${course.pageId}/new/`, { type: 'assessment', title: 'Timed quiz', config });
  if (component.status !== 201) throw new Error(`Could not create the assessment: ${describeAnswer(component)}`);
  return { componentId: component.body._id, path: `assessment/delivery/${course.courseId}/${component.body._id}/`, items };
}
