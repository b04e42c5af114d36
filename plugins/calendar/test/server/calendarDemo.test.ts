import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { calendarDemo } from '../../src/server/calendarDemo.ts';
import { calendarWorld, datedQuiz, overrides, type CalendarWorld } from './calendarWorld.ts';

let world: CalendarWorld;

function seed(): Promise<string[]> {
  const user = (id: string, firstname: string, lastname: string) => ({ id, firstname, lastname }) as SessionUser;
  return calendarDemo.seed({
    courseId: world.course.courseId,
    paidCourseId: world.course.courseId,
    administrator: user(world.professor.id, 'Pat', 'Prof'),
    instructor: user(world.professor.id, 'Pat', 'Prof'),
    students: [user(world.ada.id, 'Ada', 'Lovelace'), user(world.bob.id, 'Bob', 'Babbage')],
    createdComponents: {},
    deps: world.tk.kernel.resolveDepsFor('calendar', calendarDemo.deps),
  });
}

beforeAll(async () => {
  world = await calendarWorld();
});

afterAll(() => world?.tk.close());

describe('the demo calendar note', () => {
  it('names the calendar and whose calendar has entries, writing nothing', async () => {
    expect(await seed()).toEqual([`Calendar: /${world.course.courseId}/full-calendar (no dated activity yet: give the demo quiz a due date); subscribe from the Calendar panel`]);
    const quiz = await datedQuiz(world, { lesson: 0, page: 0 }, 'Demo quiz', {});
    overrides.push({ componentId: quiz.componentId, userId: world.bob.id, openDate: null, dueDate: new Date('2030-03-09T00:00:00Z'), closeDate: null, submissionAttempts: null, policy: null });
    try {
      expect(await seed()).toEqual([`Calendar: /${world.course.courseId}/full-calendar (dated entries for Bob Babbage (1 entry)); subscribe from the Calendar panel`]);
    } finally {
      overrides.length = 0;
    }
  });
});
