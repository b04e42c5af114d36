import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
// The demo dashboard: the host's demo installation with the project and insights plugins (issue 21: a fresh demo shows an alert).
import projectPlugin from '../../../plugins/project/src/server/index.ts';
import insightsPlugin from '../../../plugins/insights/src/server/index.ts';
import { seedDemo } from '../../../host/src/demo/seedDemo.ts';
import { DEMO_PASSWORD } from '../../../host/src/demo/demoAccounts.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [projectPlugin, insightsPlugin] });
});

afterAll(() => tk?.close());

describe('the demo dashboard', () => {
  it("shows this alert week's missed due date of the demo project for the two students who did not submit it, with evidence", async () => {
    // A Monday just after the alert week's start (08:01 UTC): the due date still falls inside the week.
    tk.clock.set('2030-06-10T08:31:00Z');
    const demo = await seedDemo(tk.kernel);
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const answer = (await instructor.get(`stats/alerts/${demo.courseId}/2000-01-01/course`)).body;
    expect(answer.week_start).toBe('2030-06-10T08:01:00.000Z');
    const missed = answer.alerts.filter((alert: { reason: string }) => alert.reason === 'missed-due-date');
    expect(missed.map((alert: { name: string }) => alert.name).sort()).toEqual(['Chris Novak', 'Maria Santos']);
    for (const alert of missed) {
      expect(alert.message).toBe(`${alert.name} missed the due date of Portfolio project.`);
      expect(alert.time).toBe('2030-06-10T08:16:00.000Z');
      expect(alert.evidence.numbers).toMatchObject({ due_date: '2030-06-10T08:16:00.000Z', submissions: 0 });
    }
  });
});
