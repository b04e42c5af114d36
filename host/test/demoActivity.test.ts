import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, lastDays } from '@lms/contract';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { seedDemo } from '../src/demo/seedDemo.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel();
});

afterAll(() => tk?.close());

describe('the demo course has three weeks of tracked activity (issue 21)', () => {
  it('gives every demo student time, visits and logins over the past three weeks, and only once', async () => {
    tk.clock.set('2030-06-12T08:00:00Z');
    const demo = await seedDemo(tk.kernel);
    const tracking = tk.kernel.resolve(coreServices.tracking);
    const studentIds = demo.accounts.filter((a) => a.inCourse === 'student').map((a) => a.id);
    const now = tk.clock.now();
    const threeWeeks = lastDays(now, 22);
    const totals = await tracking.studentTotals(demo.courseId, threeWeeks);
    expect(totals.map((t) => t.userId).sort()).toEqual([...studentIds].sort());
    for (const total of totals) {
      expect(total.seconds).toBeGreaterThan(30 * 60);
      expect(total.visits).toBeGreaterThan(5);
    }
    // Nothing today or in the future; something in each of the three weeks.
    expect(await tracking.studentTotals(demo.courseId, lastDays(now, 1))).toEqual([]);
    const days = (await tracking.dailyActivity(demo.courseId, threeWeeks)).map((d) => d.day);
    expect(days[0]! < lastDays(now, 15).from).toBe(true);
    expect(days.at(-1)! >= lastDays(now, 7).from).toBe(true);
    expect((await tracking.logins(studentIds, threeWeeks)).every((l) => l.logins > 0)).toBe(true);

    const before = await tk.kernel.knex('tracking_events').count({ n: '*' }).first();
    await seedDemo(tk.kernel);
    await tracking.catchUp();
    expect(await tk.kernel.knex('tracking_events').count({ n: '*' }).first()).toEqual(before);
  });
});
