import type { Kernel } from '@lms/core';
import { ATTEMPTS_TABLE } from '../../plugins/assessment/src/server/delivery/AttemptStore.ts';
import type { Quiz } from '../assessment-start-storm/createQuiz.ts';
import { QUIZ_ITEMS } from '../assessment-start-storm/quizItems.ts';
import type { SeededCourse } from '../assessment-start-storm/seedCourse.ts';

/**
 * Attempts written as delivery writes them, one per student: 9 of 10 students
 * started, 2 of 3 of those submitted (right answers for even students, wrong
 * for odd ones), the others part-way through. Then `analyze`, as autovacuum would.
 */
export async function seedAttempts(kernel: Kernel, course: SeededCourse, quiz: Quiz): Promise<{ started: number; submitted: number }> {
  const now = new Date();
  const snapshot = JSON.stringify(quiz.items.map((item, at) => ({ id: item.id, type: QUIZ_ITEMS[at]!.draft.type, points: item.points, content: QUIZ_ITEMS[at]!.draft.content, title: QUIZ_ITEMS[at]!.draft.title, prompt: QUIZ_ITEMS[at]!.draft.prompt })));
  const rows = course.students.flatMap((student, n) => {
    if (n % 10 === 9) return [];
    const submitted = n % 3 !== 0;
    const answered = submitted ? quiz.items : quiz.items.slice(0, n % quiz.items.length);
    const responses = Object.fromEntries(answered.map((item) => [item.id, n % 2 ? item.wrong : item.right]));
    return [
      {
        id: (0x100000 + n).toString(16).padStart(24, 'b'),
        user_id: student.userId,
        course_id: course.courseId,
        component_id: quiz.componentId,
        number: 1,
        state: submitted ? 'submitted' : 'in_progress',
        started_at: now,
        deadline: new Date(now.getTime() + 3_600_000),
        items: snapshot,
        responses: JSON.stringify(responses),
        saved_at: now,
        submitted_at: submitted ? now : null,
        score: submitted ? (n % 2 ? 0 : 39) : null,
        max_score: submitted ? 39 : null,
      },
    ];
  });
  for (let first = 0; first < rows.length; first += 200) await kernel.knex(ATTEMPTS_TABLE).insert(rows.slice(first, first + 200));
  await kernel.knex.raw('analyze');
  return { started: rows.length, submitted: rows.filter((row) => row.state === 'submitted').length };
}
