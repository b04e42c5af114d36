import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { BrowserPlatform } from '../support/ltiPlatform.ts';
import { InstructorGradebook } from '../support/gradebook.ts';
import { LTI } from '../../../plugins/lti/test/support/testPlatform.ts';

const COURSE = 'Demo Course: Learning on the Platform';

/** A platform user new to us completes the LTI registration (part 1 §5) on /lti_register. */
async function completeRegistration(page: Page, person: { first: string; last: string; email: string }): Promise<void> {
  await expect(page).toHaveURL(/\/lti_register\?/);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('Platform-User-2026');
  await page.getByLabel('Confirm password').fill('Platform-User-2026');
  await page.getByLabel('Institution').fill('Platform University');
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Complete registration' }).click();
}

test.setTimeout(180_000);

test('another LMS frames our course: its instructor deep-links a lesson from inside its page, the link lands in the lesson there, and a grade from our gradebook reaches its gradebook', async ({ browser, baseURL }) => {
  const lms = await BrowserPlatform.start(baseURL!);
  try {
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin@demo.lms');
    await callApi(admin, 'POST', 'lti/platforms', lms.registration());
    // Where platforms are registered, the administrator adds the other origin the platform's pages live on, by keyboard.
    await admin.getByRole('link', { name: 'Administration' }).first().click();
    await admin.getByRole('main').getByRole('link', { name: 'Register with another LMS (LTI)', exact: true }).click();
    const registered = admin.getByRole('article', { name: `${lms.platform.issuer} (client id ${lms.platform.clientId})` });
    const frameOrigins = registered.getByLabel('Other origins of its pages (one per line)');
    await frameOrigins.focus();
    await admin.keyboard.type('http://files.platform.test');
    await registered.getByRole('button', { name: 'Save frame origins' }).focus();
    await admin.keyboard.press('Enter');
    await expect(registered.getByText('The frame origin "http://files.platform.test" must be an https origin such as https://files.example.edu (no path, query or fragment).')).toBeVisible();
    await frameOrigins.fill('https://files.platform.test');
    await registered.getByRole('button', { name: 'Save frame origins' }).focus();
    await admin.keyboard.press('Enter');
    await expect(registered.getByText('Frame origins saved.')).toBeVisible();
    await expectAccessible(admin, 'the registered platforms and their frame origins');
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(admin, 'the registered platforms at 390 px');
    const owner = await (await browser.newContext()).newPage();
    await logIn(owner, 'instructor@demo.lms');
    const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(owner, 'GET', 'courses/');
    const courseId = courses.find((course) => course.title === COURSE)!._id;

    // The platform's instructor opens our course once in a new window, and registers here.
    const teacher = await (await browser.newContext()).newPage();
    await teacher.goto(lms.loginUrl({ kind: 'resource', sub: 'tess', role: 'instructor', target: `${baseURL}/${courseId}` }, { storage: false }));
    await completeRegistration(teacher, { first: 'Tess', last: 'Teacher', email: 'tess@platform.test' });
    await expect(teacher).toHaveURL(new RegExp(`/${courseId}$`));

    // In the platform's page, its deep linking launch shows our picker inside its iframe (a third-party frame).
    await teacher.goto(lms.coursePageFor({ kind: 'deeplink', sub: 'tess', role: 'instructor', target: `${baseURL}/` }));
    const frame = teacher.frameLocator('iframe[name="tool"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Link a course to your other LMS' })).toBeVisible();
    await expectAccessible(teacher, 'the deep-linking picker inside the platform');
    await frame.getByRole('radio', { name: 'Lesson: Planning ahead' }).check();
    await frame.getByRole('button', { name: 'Link and return' }).click();
    // Our page posts the signed response back to the platform, which verified it with our JWKS.
    await expect(frame.getByText('linked')).toBeVisible();
    expect(lms.returns.refusals).toEqual([]);
    const [item] = lms.returns.accepted[0]![LTI.contentItems] as { type: string; url: string; title: string; custom: Record<string, string> }[];
    expect(item).toMatchObject({ type: 'ltiResourceLink', title: `${COURSE}: Planning ahead`, custom: { course_id: courseId } });

    // The link the platform keeps lands in that lesson, still inside the platform's page; at 390 px too.
    await teacher.goto(lms.coursePageFor({ kind: 'resource', sub: 'tess', role: 'instructor', target: item!.url, custom: item!.custom }));
    await expect(frame.getByRole('heading', { name: 'Planning ahead' }).first()).toBeVisible();
    await expectAccessible(teacher, 'the linked lesson inside the platform');
    await teacher.setViewportSize({ width: 390, height: 844 });
    await expect(frame.getByRole('heading', { name: 'Planning ahead' }).first()).toBeVisible();
    await expectAccessible(teacher, 'the linked lesson inside the platform at 390 px');

    // A student of the platform meets us first inside its page: the registration cannot work in its frame, so the frame
    // offers it in a new window (by keyboard), where the student registers and the launch goes on to the course.
    const student = await (await browser.newContext()).newPage();
    const studentLaunch = { kind: 'resource', sub: 'sam', role: 'learner', target: item!.url, custom: item!.custom } as const;
    await student.goto(lms.coursePageFor(studentLaunch));
    const offer = student.frameLocator('iframe[name="tool"]');
    await expect(offer.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
    await expectAccessible(student, 'the registration offer inside the platform');
    const opened = student.waitForEvent('popup');
    await offer.getByRole('button', { name: 'Open the registration in a new window' }).focus();
    await student.keyboard.press('Enter');
    const registration = await opened;
    await completeRegistration(registration, { first: 'Sam', last: 'Student', email: 'sam@platform.test' });
    await expect(registration).toHaveURL(new RegExp(`/${courseId}$`));
    await registration.close();
    // Then follows the link inside the platform's page.
    // Its browser keeps no cookie of ours in the frame (as one refusing third-party cookies): the login's binding comes
    // back from the platform's storage (lti.get_data) and our page posts the launch again with it.
    await student.route((url) => url.pathname === '/auth' && url.origin === lms.platform.issuer, async (route) => {
      await student.context().clearCookies({ name: /^lti_state_/ });
      await route.continue();
    });
    const launchPosts: string[] = [];
    student.on('request', (request) => {
      if (request.url().endsWith('/server/lti/launch')) launchPosts.push(request.postData() ?? '');
    });
    await student.goto(lms.coursePageFor(studentLaunch));
    await expect(student.frameLocator('iframe[name="tool"]').getByRole('heading', { name: 'Planning ahead' }).first()).toBeVisible();
    expect(launchPosts.map((body) => new URLSearchParams(body).has('lti_state_binding'))).toEqual([false, true]);

    // The instructor grades the student in our gradebook and sends the course total to the platform.
    await teacher.setViewportSize({ width: 1280, height: 800 });
    const gradebook = new InstructorGradebook(teacher);
    await gradebook.open(courseId);
    await gradebook.addColumn({ title: 'Platform essay', maxScore: '10' });
    await gradebook.editGrade('Student, Sam', 'Platform essay (10)', '7');
    await teacher.goto(`/${courseId}/lti_setup`);
    await teacher.getByLabel('Sync type').selectOption({ label: 'Total score (points)' });
    await teacher.getByRole('button', { name: 'Save the sync type' }).click();
    await expect(teacher.getByText('Grades are sent as: Total score (points).')).toBeVisible();
    await teacher.goto(`/${courseId}/lti_sync_manager`);
    await teacher.getByRole('button', { name: 'Send grades now' }).click();
    await expect.poll(() => lms.services.scores.find((score) => score.userId === 'sam')?.scoreGiven, { timeout: 20_000 }).toBe(7);
    await teacher.reload();
    await expect(teacher.getByRole('region', { name: 'Last sync per student and column' }).getByRole('row', { name: /Course total 7 \/ 10 FullyGraded Sent/ })).toBeVisible();
    await expectAccessible(teacher, 'the LTI sync manager after sending');
  } finally {
    await lms.close();
  }
});
