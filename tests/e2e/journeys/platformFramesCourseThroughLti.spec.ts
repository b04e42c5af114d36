import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { BrowserPlatform } from '../support/ltiPlatform.ts';
import { LTI } from '../../../plugins/lti/test/support/testPlatform.ts';

const COURSE = 'Demo Course: Learning on the Platform';

test('another LMS frames our course: its instructor deep-links a lesson from inside its page, and the link lands in the lesson there', async ({ browser, baseURL }) => {
  const lms = await BrowserPlatform.start(baseURL!);
  try {
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin@demo.lms');
    await callApi(admin, 'POST', 'lti/platforms', lms.registration());
    const owner = await (await browser.newContext()).newPage();
    await logIn(owner, 'instructor@demo.lms');
    const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(owner, 'GET', 'courses/');
    const courseId = courses.find((course) => course.title === COURSE)!._id;

    // The platform's instructor opens our course once in a new window, and registers here (part 1 §5).
    const teacher = await (await browser.newContext()).newPage();
    await teacher.goto(lms.loginUrl({ kind: 'resource', sub: 'tess', role: 'instructor', target: `${baseURL}/${courseId}` }, { storage: false }));
    await expect(teacher).toHaveURL(/\/lti_register\?/);
    await teacher.getByLabel('First name').fill('Tess');
    await teacher.getByLabel('Last name').fill('Teacher');
    await teacher.getByLabel('Email').fill('tess@platform.test');
    await teacher.getByLabel('Password', { exact: true }).fill('Platform-Teacher-2026');
    await teacher.getByLabel('Confirm password').fill('Platform-Teacher-2026');
    await teacher.getByLabel('Institution').fill('Platform University');
    await teacher.getByLabel('I accept the Terms and Conditions').check();
    await teacher.getByRole('button', { name: 'Complete registration' }).click();
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
  } finally {
    await lms.close();
  }
});
