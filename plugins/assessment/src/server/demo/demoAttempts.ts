import { coreServices, definePluginDemo, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { AttemptOwner } from '../delivery/AttemptStore.ts';
import { deliveryServiceRef } from '../delivery/deliveryServiceRef.ts';
import type { DeliveryService } from '../delivery/DeliveryService.ts';
import { overrideServiceRef } from '../overrides/overrideServiceRef.ts';
import { DEMO_QUESTIONS } from './demoQuestions.ts';
import { uploadFeedbackRef } from '../uploads/uploadRoutes.ts';

const HOUR_MS = 3_600_000;
const DAY = 86_400;

/** Right answers to the demo Questions, by title; the reflection is written only by whoever `reflects`. */
const RIGHT_ANSWERS: Record<string, unknown> = {
  'Capital of France': 'paris',
  'Prime numbers': ['two', 'five'],
  'Boiling point': true,
  'The powerhouse of the cell': 'mitochondria',
  Gravity: 9.8,
  'Planets in order': ['mercury', 'venus', 'earth', 'mars'],
};

/** How each demo student (in roster order) takes the quiz. */
interface DemoTaker {
  /** How many of the first Questions they leave unanswered. */
  wrong: number;
  /** Writes the reflection: the attempt waits for the instructor's score. */
  reflects: boolean;
  /** Had their own due date twelve hours ago (an override with a late policy): their attempt is late, 10% off. */
  late: boolean;
}

const TAKERS: DemoTaker[] = [
  { wrong: 1, reflects: false, late: false },
  { wrong: 0, reflects: true, late: false },
  { wrong: 2, reflects: false, late: true },
];

/**
 * The demo students take the demo quiz once, on the run that made it, through
 * the delivery service a browser uses (start, autosave, submit): one answers
 * the reflection and waits for the instructor's score, one had an override
 * with a due date twelve hours ago and 10% off per started day late, so the gradebook and
 * the grading queue have something to show.
 */
export const assessmentDemo = definePluginDemo({
  deps: { delivery: deliveryServiceRef, overrides: overrideServiceRef, permissions: coreServices.permissions, clock: coreServices.clock, uploads: uploadFeedbackRef },
  async seed({ courseId, instructor, students, createdComponents, deps: { delivery, overrides, permissions, clock, uploads } }) {
    const notes = [`Uploads and feedback: /${courseId}/uploads (a student's reflection with the instructor's feedback; the student reads it at /${courseId}/my_uploads)`];
    const [quizId] = createdComponents.assessment ?? [];
    if (!quizId) return notes;
    const staff = (await permissions.courseAccess(instructor, courseId))!;
    for (const [index, student] of students.entries()) {
      const taker = TAKERS[index % TAKERS.length]!;
      if (taker.late) {
        const dueDate = new Date(clock.now().getTime() - 12 * HOUR_MS).toISOString();
        await overrides.save(courseId, quizId, student.id, { due_date: dueDate, policy: { penalty: 10, per: DAY, max: 50 } }, { userId: instructor.id, access: staff });
      }
      await takeQuiz(delivery, permissions, { userId: student.id, courseId, componentId: quizId }, student, taker);
    }
    // The instructor's feedback on the reflection: the student reads it under "My uploads and feedback".
    const [reflection] = await uploads.forCourse(courseId, staff, instructor.id, undefined);
    if (reflection) await uploads.save(reflection.session_id, reflection.item_id, 'Good habit. Next time, name one lesson you went back to.', staff, instructor.id, clock.now());
    return notes;
  },
});

async function takeQuiz(delivery: DeliveryService, permissions: PermissionChecker, owner: AttemptOwner, student: SessionUser, taker: DemoTaker): Promise<void> {
  const access = (await permissions.courseAccess(student, owner.courseId))!;
  const { items } = await delivery.start(owner, access);
  // The first `wrong` Questions are left unanswered (they earn nothing).
  const skipped = new Set(DEMO_QUESTIONS.slice(0, taker.wrong).map((question) => question.title));
  const responses: Record<string, unknown> = {};
  for (const item of items) {
    if (skipped.has(item.title)) continue;
    if (item.title in RIGHT_ANSWERS) responses[item.id] = RIGHT_ANSWERS[item.title];
    else if (taker.reflects) responses[item.id] = 'Lessons build on each other, and short quizzes show me what to read again.';
  }
  await delivery.save(owner, access, responses);
  await delivery.submit(owner, access);
}
