import { defineComponentType, definePlugin, type ActivityRecordsContext, type StudentScheduleRecord } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { createTestKernel, placeLedgerComponent, replaceLedgerActivity, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import calendar from '../../src/server/index.ts';

/** Per-student schedules the test type answers, as the assessment's overrides do from its own table. */
export const overrides: StudentScheduleRecord[] = [];

/** A gradable type whose per-student schedules are `overrides` (ActivityDescriptor.studentSchedules). */
const datedType = defineComponentType<{ points: number }>({
  type: 'dated_quiz',
  title: 'Dated quiz',
  configSchema: Type.Object({ points: Type.Number() }),
  defaults: { points: 10 },
  activity: {
    gradable: true,
    maxScore: (config) => config.points,
    studentSchedules: async (context: ActivityRecordsContext & { userIds: readonly string[] }) =>
      overrides.filter((schedule) => context.componentIds.includes(schedule.componentId) && context.userIds.includes(schedule.userId)),
  },
  grading: { score: ({ config }) => ({ score: 0, maxScore: config.points }) },
});

const datedTypes = definePlugin({ id: 'calendar-test-types', version: '1.0.0', kernel: '^1', componentTypes: [datedType] });

export interface CalendarWorld {
  tk: TestKernel;
  course: CourseFixture;
  professor: TestUser;
  ada: TestUser;
  bob: TestUser;
  professorClient: TestClient;
  adaClient: TestClient;
  bobClient: TestClient;
}

/** The settings of a course that uses the calendar (use_calendar is off unless set). */
export const USES_CALENDAR = { use_calendar: true };

/** Lesson 1 "Numbers" (Counting; Adding, a draft page), lesson 2 "Shapes" (Circles); two students; the calendar in use. */
export async function calendarWorld(settings: Record<string, unknown> = USES_CALENDAR): Promise<CalendarWorld> {
  const tk = await createTestKernel({ plugins: [datedTypes, calendar] });
  tk.clock.set('2030-03-10T12:00:00Z');
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
  const course = await tk.createCourse({
    title: 'Calendar course',
    instructor: professor,
    students: [ada, bob],
    settings,
    lessons: [
      { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding', draft: true }] },
      { title: 'Shapes', pages: [{ title: 'Circles' }] },
    ],
  });
  return {
    tk,
    course,
    professor,
    ada,
    bob,
    professorClient: await tk.loginAs(professor),
    adaClient: await tk.loginAs(ada),
    bobClient: await tk.loginAs(bob),
  };
}

export interface Dates {
  open_date?: string | null;
  due_date?: string | null;
  close_date?: string | null;
}

/** A dated quiz on a page of the course; answers its component and activity ids. */
export async function datedQuiz(world: CalendarWorld, where: { lesson: number; page: number; position?: number }, title: string, dates: Dates) {
  const lesson = world.course.lessons[where.lesson]!;
  const placed = await placeLedgerComponent(world.tk, {
    courseId: world.course.courseId,
    pageId: lesson.pageIds[where.page]!,
    position: where.position ?? 0,
    type: 'dated_quiz',
    title,
    maxScore: 10,
  });
  await replaceLedgerActivity(world.tk, placed.componentId, { schedule: { open_date: null, due_date: null, close_date: null, ...dates } });
  return placed;
}
