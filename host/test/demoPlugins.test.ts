import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import htmlPlugin from '../../plugins/html/src/server/index.ts';
import paymentsPlugin from '../../plugins/payments/src/server/index.ts';
import adoptionsPlugin from '../../plugins/adoptions/src/server/index.ts';
import programsPlugin from '../../plugins/programs/src/server/index.ts';
import { DEMO_PASSWORD } from '../src/demo/demoAccounts.ts';
import { seedDemo } from '../src/demo/seedDemo.ts';

let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [htmlPlugin, paymentsPlugin, adoptionsPlugin, programsPlugin] });
});
afterAll(() => tk?.close());

const CODE = /[A-HJ-NP-Z1-9]{4}-[A-HJ-NP-Z1-9]{4}-[A-HJ-NP-Z1-9]{4}-[A-HJ-NP-Z1-9]{4}/g;

describe('the demo of the payments, adoptions and programs plugins', () => {
  it('prints access codes that open the paid course to a demo student, and keeps three unused ones', async () => {
    const demo = await seedDemo(tk.kernel);
    const line = demo.notes.find((note) => note.startsWith('Demo access codes'))!;
    expect(line).toContain(`/payment/${demo.paidCourseId}`);
    const codes = line.match(CODE)!;
    expect(codes).toHaveLength(3);

    const student = tk.client();
    await student.login('student1@demo.lms', DEMO_PASSWORD);
    expect(await student.post('payment/code/', { courseId: demo.paidCourseId, paymentCode: codes[0] })).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect((await student.get(`courses/${demo.paidCourseId}/`)).status).toBe(200);

    // The next start prints the two left and one new code, never the redeemed one.
    const again = (await seedDemo(tk.kernel)).notes.find((note) => note.startsWith('Demo access codes'))!.match(CODE)!;
    expect(again).toHaveLength(3);
    expect(again).not.toContain(codes[0]);
    expect(again).toEqual(expect.arrayContaining(codes.slice(1)));
  });

  it('makes one giftable bundle of the paid course with codes, and one price, shown to the demo administrator', async () => {
    const demo = await seedDemo(tk.kernel);
    await seedDemo(tk.kernel);
    const line = demo.notes.find((note) => note.startsWith('Demo gift bundle'))!;
    const bundleId = /\/gift\/([0-9a-f]{24})/.exec(line)![1]!;
    expect(line.match(CODE)).toHaveLength(3);
    expect((await tk.client().get(`payment/gift/${bundleId}`)).body).toMatchObject({ title: 'Demo gift bundle', amount: 4500, courses: [demo.paidCourseId] });
    const admin = tk.client();
    await admin.login('admin@demo.lms', DEMO_PASSWORD);
    expect((await admin.get('payments/bundles/')).body.bundles.filter((bundle: { title: string }) => bundle.title === 'Demo gift bundle')).toHaveLength(1);
    expect((await admin.get('prices')).body.prices.map((price: { title: string }) => price.title)).toEqual(['Demo standard price']);
    expect((await admin.get(`payments/codes/${bundleId}`)).body.codes).toHaveLength(3);
  });

  it('lists the demo course in the adoption catalog once', async () => {
    const demo = await seedDemo(tk.kernel);
    await seedDemo(tk.kernel);
    const instructor = tk.client();
    await instructor.login('instructor@demo.lms', DEMO_PASSWORD);
    const catalog = (await instructor.get('adoptions/catalog')).body.courses as { _id: string }[];
    expect(catalog.map((entry) => entry._id)).toEqual([demo.courseId]);
    expect(demo.notes).toContain('Adoption catalog: instructors request the demo course at /list?adoption=true; administrators answer at /administrator/requests and keep the catalog at /administrator/catalog');
  });

  it('makes one program with a template and two sections, run by the demo program administrator', async () => {
    const demo = await seedDemo(tk.kernel);
    await seedDemo(tk.kernel);
    expect(demo.notes).toContain("Programs: programs@demo.lms runs 'Demo Program' at /programs/list");
    const coordinator = tk.client();
    await coordinator.login('programs@demo.lms', DEMO_PASSWORD);
    const programs = (await coordinator.get('programs/0')).body.programs as { _id: string; program_name: string }[];
    expect(programs.map((program) => program.program_name)).toEqual(['Demo Program']);
    const detail = (await coordinator.get(`program/${programs[0]!._id}`)).body;
    expect(detail.template.title).toBe('Demo Program Template');
    expect(detail.template.sections.map((section: { title: string }) => section.title)).toEqual(['Demo Program Section 1', 'Demo Program Section 2']);
    // Its people: the demo instructor teaches Section 1 (an accepted invitation), an invitation to Section 2 waits.
    const [first, second] = detail.template.sections as { id: string; instructors: { email: string }[] }[];
    expect(first!.instructors.map((person) => person.email)).toContain('instructor@demo.lms');
    const pending = (await coordinator.get(`invitation_list/${second!.id}`)).body.invitations as { email: string; accepted_at: string | null }[];
    expect(pending).toEqual([expect.objectContaining({ email: 'invited.instructor@demo.lms', accepted_at: null })]);
    // A template change the sections have not taken: the demo course's first lesson, shown to each section before anything is written.
    const sync = (await coordinator.get(`program_sync/${programs[0]!._id}`)).body as { items: { title: string }[]; sections: { title: string; entries: { change: string; title: string; action: string }[] }[] };
    expect(sync.items[0]!.title).toBe('Getting started');
    expect(sync.sections.map((section) => [section.title, section.entries.map((entry) => `${entry.change} ${entry.title}: ${entry.action}`)])).toEqual([
      ['Demo Program Section 1', ['added Getting started: apply']],
      ['Demo Program Section 2', ['added Getting started: apply']],
    ]);
    expect(demo.notes).toContain("Programs: 'Demo Program Template' has a lesson its sections have not taken: the template sync on the program's page shows it");
    expect(demo.notes).toContain("Programs: instructor@demo.lms teaches 'Demo Program Section 1'; invited.instructor@demo.lms has a pending invitation to 'Demo Program Section 2' (/dev/mailbox)");
  });
});
