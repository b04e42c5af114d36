import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@lms/sdk';
import { activitySettingsDemo, DEMO_POLICY } from '../src/server/activitySettingsDemo.ts';
import type { ActivityRow } from '../src/calls/activitySettingsCalls.ts';
import { addTask, settingsWorld, type SettingsWorld } from './settingsWorld.ts';

let world: SettingsWorld;
let madeNow: string;
let madeBefore: string;

function seed(createdComponents: Record<string, string[]>): Promise<string[]> {
  const user = { id: world.instructor.id } as SessionUser;
  return activitySettingsDemo.seed({
    courseId: world.course.courseId,
    paidCourseId: world.course.courseId,
    administrator: user,
    instructor: user,
    students: [],
    createdComponents,
    deps: world.tk.kernel.resolveDepsFor('activity-settings', activitySettingsDemo.deps),
  });
}

beforeAll(async () => {
  world = await settingsWorld();
  madeBefore = await addTask(world, world.pages[0]!, 'Older task');
  madeNow = await addTask(world, world.pages[1]!, 'Demo task');
});

afterAll(() => world?.tk.close());

describe('the activity settings demo', () => {
  it('gives the components made on this run a due date a week ahead and a late policy, and nothing on a later run', async () => {
    expect(await seed({})).toEqual([`Activity settings: /${world.course.courseId}/activity_settings`]);
    await seed({ task: [madeNow] });
    const rows = (await world.teacher.get(`stats/activities/${world.course.courseId}`)).body.activities as ActivityRow[];
    const demo = rows.find((row) => row.component_id === madeNow)!;
    const older = rows.find((row) => row.component_id === madeBefore)!;
    expect(demo.values.policy).toEqual(DEMO_POLICY);
    const days = (new Date(demo.values.due_date!).getTime() - world.tk.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThan(8);
    expect(older.values).toMatchObject({ due_date: null, policy: null });
  });
});
