import { expect, test, type Locator, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { courseMenu } from '../support/gradebook.ts';

const COURSE = 'Demo Course: Learning on the Platform';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Created {
  _id: string;
}

/**
 * The demo's own alerts are the demo project's missed due date (it falls due
 * when the demo is made). The set-up makes a missed due date of its own, so
 * the journey follows an alert it knows: a graded quiz two of the three
 * students take before its due date, which then moves into the past. Maria
 * Santos, who never took it, has missed it.
 *
 * Every locator names exactly one element (exact names, rows found by their
 * row header): journeys share one server, so earlier journeys leave courses,
 * students and activities behind that loose names would also match.
 */
async function quizMariaMisses(instructor: Page, takers: Page[], courseId: string, run: string): Promise<string> {
  const lesson = (await callApi<{ new_lesson: Created }>(instructor, 'POST', `lessons/${courseId}/new/`, { title: `Dashboard journey ${run}` })).new_lesson;
  const quizPage = (await callApi<{ new_page: Created }>(instructor, 'POST', `pages/${courseId}/${lesson._id}/new/`, { title: 'Rivers quiz' })).new_page;
  const question = await callApi<Created>(instructor, 'POST', 'assessment/items/', {
    type: 'single_choice',
    reference: `${run}-rivers`,
    title: 'Longest river',
    prompt: '<p>Which river is the longest?</p>',
    points: 1,
    tags: [],
    content: { choices: [{ id: 'nile', text: 'Nile' }, { id: 'thames', text: 'Thames' }], correct: 'nile' },
  });
  const title = `Rivers quiz ${run}`;
  const config = { instructions: 'One Question.', items: [{ id: question._id, points: 1 }], submission_attempts: 1, due_date: new Date(Date.now() + DAY_MS).toISOString(), show_score: 1 };
  const quiz = await callApi<Created & { config: Record<string, unknown> }>(instructor, 'POST', `components/${courseId}/${lesson._id}/${quizPage._id}/new/`, { type: 'assessment', title, config });
  for (const taker of takers) {
    const delivery = `assessment/delivery/${courseId}/${quiz._id}/`;
    const started = await callApi<{ items: { id: string }[] }>(taker, 'POST', `${delivery}start/`, {});
    await callApi(taker, 'POST', `${delivery}submit/`, { responses: { [started.items[0]!.id]: 'nile' } });
  }
  // The due date passes (an hour ago): Maria has missed it.
  await callApi(instructor, 'PUT', `components/${courseId}/${lesson._id}/${quizPage._id}/${quiz._id}/`, { config: { ...quiz.config, due_date: new Date(Date.now() - HOUR_MS).toISOString() } });
  return title;
}

/** Opens a summary tile's modal (the tile is a button named by its title first) and returns the dialog. */
async function openTile(page: Page, title: string, dialogTitle = title): Promise<Locator> {
  const tiles = page.getByRole('region', { name: 'This week' });
  await tiles.getByRole('button', { name: new RegExp(`^${title}\\b`) }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The demo course's card on My Courses: its link, named by the title, then the subtitle and the role. */
const courseCard = (page: Page): Locator => page.getByRole('link', { name: new RegExp(`^${COURSE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

/** The one row of `table` whose row header is exactly `name`. */
const rowOf = (table: Locator, name: string): Locator => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.use({ actionTimeout: 20_000 });

test('an instructor opens the dashboard and each tile, reads the gauge and the engagement, follows an alert to the student drilldown and messages that student, who reads it', async ({ browser }) => {
  test.setTimeout(180_000);
  const instructor = await (await browser.newContext()).newPage();
  const jamie = await (await browser.newContext()).newPage();
  const chris = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(jamie, 'student1@demo.lms');
  await logIn(chris, 'student2@demo.lms');
  const run = `db${Date.now().toString(36)}`;

  await courseCard(instructor).click();
  await expect(instructor.getByRole('heading', { level: 1, name: COURSE, exact: true })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;
  const quizTitle = await quizMariaMisses(instructor, [jamie, chris], courseId, run);

  // 1. The dashboard, from the course menu.
  await courseMenu(instructor).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard$`));
  await expect(instructor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // 2. The learning gauge: the insight, the score and engagement donuts (each with its data table).
  const gauge = instructor.getByRole('region', { name: 'Learning gauge' });
  await expect(gauge.getByText(/Class average \d+%/)).toBeVisible();
  await expect(gauge.getByRole('figure', { name: 'Score' })).toBeVisible();
  const engagementDonut = gauge.getByRole('figure', { name: 'Engagement' });
  await expect(engagementDonut.getByRole('img', { name: /^\d+% engaged;/ })).toBeVisible();
  await expect(engagementDonut.getByRole('table', { name: 'Engagement' }).getByRole('rowheader', { name: 'Disengaged', exact: true })).toBeAttached();
  await gauge.getByRole('button', { name: 'Insights', exact: true }).click();
  const insights = instructor.getByRole('dialog', { name: 'Insights' });
  await expect(insights.getByText(/Class average \d+%/)).toBeVisible();
  await closeDialog(insights);

  // The engagement details (/dashboard/engagement): Maria, with under 30 min in the past week, is disengaged, and says why.
  // (Her minutes are the demo's none, plus whatever earlier journeys on this server had her spend in the course.)
  await gauge.getByRole('link', { name: 'Engagement details' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard/engagement$`));
  const engagement = instructor.getByRole('dialog', { name: 'Engagement' });
  const disengaged = engagement.getByRole('region', { name: /^Disengaged \(\d+\)$/ });
  await expect(rowOf(disengaged.getByRole('table'), 'Maria Santos')).toContainText(/Disengaged: \d+(\.\d)? min in the past week/);
  await expectAccessible(instructor, 'the engagement modal');
  await closeDialog(engagement);
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard$`));

  // The average details (/dashboard/average): four charts, a student picker.
  await gauge.getByRole('link', { name: 'Average details' }).click();
  const averageModal = instructor.getByRole('dialog', { name: 'Average' });
  for (const chart of ['Score distribution', 'Score over time', 'Time on task', 'Score per lesson']) await expect(averageModal.getByRole('figure', { name: chart })).toBeVisible();
  await averageModal.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Maria Santos' });
  await expect(averageModal.getByText(/^Maria Santos: /)).toBeVisible();
  await closeDialog(averageModal);
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard$`));
  await expectAccessible(instructor, 'the dashboard');

  // 3. Each summary tile opens its modal, which closes again.
  const submissions = await openTile(instructor, 'Submissions');
  await expect(submissions.getByRole('table', { name: 'Item report', exact: true }).getByRole('rowheader', { name: quizTitle, exact: true })).toBeVisible();
  await closeDialog(submissions);
  await closeDialog(await openTile(instructor, 'Notes'));
  const loggedIn = await openTile(instructor, 'Logged in');
  await expect(loggedIn.getByText(/students logged in this week/)).toBeVisible();
  await closeDialog(loggedIn);
  // The minutes tile opens the popular pages.
  await closeDialog(await openTile(instructor, 'Minutes per student', 'Popular pages'));
  await closeDialog(await openTile(instructor, 'Discussions'));

  // 4. The alerts tile: Maria missed the quiz's due date; the alert shows its evidence and leads to her drilldown.
  const alerts = await openTile(instructor, 'Alerts');
  const alert = alerts.getByRole('listitem').filter({ hasText: `Maria Santos missed the due date of ${quizTitle}.` });
  await expect(alert).toBeVisible();
  await expect(alerts.getByRole('listitem').filter({ hasText: `missed the due date of ${quizTitle}` })).toHaveCount(1);
  await alert.getByText('Evidence', { exact: true }).click();
  await expect(alert.getByText(/Missed due date: the due date has passed with no submission/)).toBeVisible();
  await expectAccessible(instructor, 'the alerts modal');
  await alert.getByRole('link', { name: 'Maria Santos', exact: true }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/drilldown/student/[0-9a-f]{24}$`));
  await expect(instructor.getByRole('heading', { level: 1, name: 'Drilldown: Maria Santos', exact: true })).toBeVisible();
  const drilldownAlerts = instructor.getByRole('region', { name: 'Alerts', exact: true });
  // Maria has more than one missed due date (the demo project's too): this quiz's alert, and its evidence.
  const quizAlert = drilldownAlerts.getByRole('listitem').filter({ hasText: `Maria Santos missed the due date of ${quizTitle}.` });
  await expect(quizAlert).toHaveCount(1);
  await quizAlert.getByRole('button', { name: /^Evidence ?: Missed due date/ }).click();
  const evidence = instructor.getByRole('dialog', { name: 'Missed due date: evidence', exact: true });
  await expect(evidence.getByRole('rowheader', { name: 'submissions', exact: true })).toBeVisible();
  await closeDialog(evidence);
  await expect(instructor.getByRole('region', { name: 'Time on task', exact: true })).toBeVisible();
  await expectAccessible(instructor, "the student's drilldown");

  // 5. Back on the dashboard, a private message to Maria through the message box.
  await instructor.goBack();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard$`));
  const box = instructor.getByRole('region', { name: 'Message students' });
  await box.getByLabel('To').selectOption({ label: 'Maria Santos' });
  const text = `Maria, the rivers quiz is waiting for you (${run}).`;
  await box.getByLabel('Message').fill(text);
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.getByText('Message sent to Maria Santos.')).toBeVisible();

  // 6. At a phone's width (390 px) the dashboard is reached through the course menu's More.
  await instructor.setViewportSize({ width: 390, height: 844 });
  await instructor.goto(`/${courseId}`);
  await expect(instructor.getByRole('heading', { level: 1, name: COURSE, exact: true })).toBeVisible();
  await expect(courseMenu(instructor)).toHaveCount(0);
  await instructor.getByRole('button', { name: 'More', exact: true }).click();
  await courseMenu(instructor).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/dashboard$`));
  await expect(instructor.getByRole('region', { name: 'Learning gauge' })).toBeVisible();
  await expect(instructor.getByRole('region', { name: 'This week' }).getByRole('button', { name: /^Alerts\b/ })).toBeVisible();
  await closeDialog(await openTile(instructor, 'Alerts'));
  await expectAccessible(instructor, 'the dashboard at 390 px');

  // 7. Maria logs in and reads the message, private, in the course's Messages panel; her classmates do not have it.
  const maria = await (await browser.newContext()).newPage();
  await logIn(maria, 'student3@demo.lms');
  // Her course card shows her progress as text, her current score (the gradebook's total as she sees it) and what is due next (GET dashboard/), also at a phone's width.
  const cardProgress = maria.getByRole('region', { name: `Your progress in ${COURSE}`, exact: true });
  await expect(cardProgress.getByText(/^\d+ of \d+ pages? visited$/)).toBeVisible();
  await expect(cardProgress.getByText(/^\d+ of \d+ activit(y|ies) done$/)).toBeVisible();
  await expect(cardProgress.getByText(/^Current score: \d+(\.\d+)?%$/)).toBeVisible();
  await expect(cardProgress.getByText(/^(Due next: .+|Nothing due next\.)$/)).toBeVisible();
  await expectAccessible(maria, 'My Courses with progress');
  await maria.setViewportSize({ width: 390, height: 844 });
  await cardProgress.scrollIntoViewIfNeeded();
  await expect(cardProgress.getByText(/^\d+ of \d+ pages? visited$/)).toBeInViewport({ ratio: 1 });
  // Nothing on the list is wider than the phone (no sideways scrolling).
  expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(maria, 'My Courses with progress at 390 px');
  await maria.setViewportSize({ width: 1280, height: 720 });
  await courseCard(maria).click();
  await expect(maria.getByRole('region', { name: 'Your progress', exact: true }).getByText(/^\d+ of \d+ pages? visited$/)).toBeVisible();
  await maria.getByRole('button', { name: /^Messages/ }).click();
  const panel = maria.getByRole('complementary', { name: 'Messages' });
  const received = panel.getByRole('listitem').filter({ hasText: text });
  await expect(received).toBeVisible();
  await expect(received).toContainText('Private');
  await expect(received).toContainText('Dana Whitfield');
  await courseCard(jamie).click();
  await jamie.getByRole('button', { name: /^Messages/ }).click();
  await expect(jamie.getByRole('complementary', { name: 'Messages' }).getByRole('heading', { name: 'Received' })).toBeVisible();
  await expect(jamie.getByText(text)).toHaveCount(0);
});
