import { expect, test, type Locator, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const COURSE = 'Demo Course: Learning on the Platform';

interface Created {
  _id: string;
}

interface ApiProject {
  _id: string;
  revision: number;
  current_version: { _id: string };
}

/** A 1x1 PNG, made here rather than read from a fixture file. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A fresh 24-hex id, as the rubric editor makes them. */
const hexId = () => Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** Tabs forward until `target` has the focus (the grader works by keyboard only). */
async function tabTo(page: Page, target: Locator, most = 15): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Answers a confirmation dialog (a dialog or an alert dialog) with its button. */
async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title }).or(page.getByRole('dialog', { name: title }));
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test.use({ actionTimeout: 20_000 });

test('a student builds a project with a text and an image, shares it, a classmate comments, the student submits late, the instructor speed-grades two students by keyboard with a rubric, and the student reads the grade with the late deduction and the rubric', async ({ browser }) => {
  test.setTimeout(150_000);
  const instructor = await (await browser.newContext()).newPage();
  const studentA = await (await browser.newContext()).newPage();
  const studentB = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(studentA, 'student1@demo.lms');
  await logIn(studentB, 'student2@demo.lms');
  const run = `sp${Date.now().toString(36)}`;

  // Set-up by API as the instructor: a rubric (10 points), a lesson and page, a graded project on it, due 20 hours ago, 10% a day up to 50%.
  await instructor.getByRole('link', { name: COURSE }).click();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;
  const rubricTitle = `Essay rubric ${run}`;
  const criteria = [
    {
      _id: hexId(),
      title: 'Content',
      description: 'What the project says.',
      max_points: 6,
      ratings: [
        { _id: hexId(), rating: 'Excellent', description: 'Complete and precise.', points: 6 },
        { _id: hexId(), rating: 'Good', description: 'Mostly complete.', points: 4 },
        { _id: hexId(), rating: 'Weak', description: 'Thin.', points: 1 },
      ],
    },
    {
      _id: hexId(),
      title: 'Presentation',
      description: 'How it is shown.',
      max_points: 4,
      ratings: [
        { _id: hexId(), rating: 'Clear', description: 'Easy to follow.', points: 4 },
        { _id: hexId(), rating: 'Unclear', description: 'Hard to follow.', points: 1 },
      ],
    },
  ];
  const rubric = (await callApi<{ rubric: Created }>(instructor, 'POST', `rubrics/${courseId}`, { title: rubricTitle, description: 'For the journey.', criteria, total_points: 10, course_id: courseId })).rubric;
  const lesson = (await callApi<{ new_lesson: Created }>(instructor, 'POST', `lessons/${courseId}/new/`, { title: `Projects ${run}` })).new_lesson;
  const pageTitle = `Essay project ${run}`;
  const page = (await callApi<{ new_page: Created }>(instructor, 'POST', `pages/${courseId}/${lesson._id}/new/`, { title: pageTitle })).new_page;
  const dueDate = new Date(Date.now() - 20 * 3600 * 1000).toISOString();
  const componentAnswer = await callApi<Record<string, unknown>>(instructor, 'POST', `components/${courseId}/${lesson._id}/${page._id}/new/`, {
    type: 'project',
    title: `Essay ${run}`,
    config: {
      project: { due_date: dueDate, due_time: null, graded: true, max_score: null, rubric: true, show_rubric: true, rubric_id: rubric._id, rubric_total_points: 10, policy: { penalty: 10, per: 86400, max: 50 } },
      comments_comp: { comments: { due_date: null, graded: false, max_score: null } },
      sharing_allowed_before_submit: true,
    },
  });
  const component = (componentAnswer.new_component ?? componentAnswer.component ?? componentAnswer) as Created;
  const componentId = component._id;
  expect(componentId).toMatch(/^[0-9a-f]{24}$/);
  const componentPage = `/${courseId}/${lesson._id}/${page._id}`;

  // 1. Student A creates the project through the component page's Create project modal.
  const projectTitle = `My essay ${run}`;
  await studentA.goto(componentPage);
  await studentA.getByRole('button', { name: 'Create project' }).click();
  const create = studentA.getByRole('dialog', { name: 'Create project' });
  await create.getByLabel('Project title').fill(projectTitle);
  await create.getByLabel('Project title').press('Enter');
  await create.getByRole('button', { name: 'Create without an image' }).click();
  await expect(create.getByText(`Your project “${projectTitle}” has been created.`)).toBeVisible();
  await create.getByRole('button', { name: 'Open the project' }).click();
  await expect(studentA).toHaveURL(/\/project\/[0-9a-f]{24}\/[0-9a-f]{24}\/[0-9a-f]{24}\/[0-9a-f]{24}\/[0-9a-f]{24}/);
  const projectUrl = studentA.url().split('?')[0]!;
  const projectId = /\/([0-9a-f]{24})$/.exec(projectUrl)![1]!;

  // 2. A text item and an image item (a PNG uploaded through the media picker).
  const actions = studentA.getByRole('group', { name: 'Project actions' });
  // A new project opens in edit (isNewProject=true).
  await expect(actions.getByRole('button', { name: 'Done editing' })).toBeVisible();
  const addItem = studentA.getByRole('group', { name: 'Add an item' });
  await addItem.getByLabel('Type of item').selectOption({ label: 'Text' });
  await addItem.getByRole('button', { name: 'Add item' }).click();
  const textForm = studentA.getByRole('form', { name: 'New text item' });
  await textForm.getByLabel('Title').fill('Introduction');
  await textForm.getByRole('textbox', { name: 'Text', exact: true }).fill('Rivers shape the land they cross.');
  await textForm.getByRole('button', { name: 'Save item' }).click();
  await expect(studentA.getByText('Item saved').first()).toBeVisible();
  await expect(studentA.getByRole('button', { name: 'Edit Introduction' })).toBeVisible();

  await addItem.getByLabel('Type of item').selectOption({ label: 'Image' });
  await addItem.getByRole('button', { name: 'Add item' }).click();
  const imageForm = studentA.getByRole('form', { name: 'New image item' });
  await imageForm.getByLabel('Title').fill('River map');
  await imageForm.getByLabel('File', { exact: true }).setInputFiles({ name: `river-${run}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
  await imageForm.getByRole('button', { name: 'Upload' }).click();
  await expect(imageForm.getByText(/^File: /)).toBeVisible();
  await imageForm.getByRole('button', { name: 'Save item' }).click();
  await expect(studentA.getByRole('button', { name: 'Edit River map' })).toBeVisible();
  await actions.getByRole('button', { name: 'Done editing' }).click();
  await expectAccessible(studentA, 'the project screen');

  // 3. A shares the draft (after the confirmation).
  await actions.getByRole('button', { name: 'Share' }).click();
  await confirmIn(studentA, 'Share your project?', 'Share');
  await expect(studentA.getByText('Your project has been shared').first()).toBeVisible();

  // 4. Classmate B opens it from the shared tab (read only) and comments.
  await studentB.goto(`${componentPage}?view=shared`);
  await studentB.getByRole('tab', { name: "Classmates' projects" }).click();
  await studentB.getByRole('link', { name: projectTitle }).click();
  await expect(studentB).toHaveURL(new RegExp(`${projectId}`));
  await expect(studentB.getByText('Read only').first()).toBeVisible();
  await studentB.getByRole('tab', { name: 'Comments' }).click();
  const comment = `Lovely map ${run}`;
  const commentForm = studentB.getByRole('form', { name: 'New comment' });
  await commentForm.getByRole('textbox', { name: 'New comment' }).fill(comment);
  await commentForm.getByRole('button', { name: 'Comment' }).click();
  await expect(studentB.getByRole('list', { name: 'Comments' }).getByText(comment)).toBeVisible();

  // B's own project, made and submitted by API: the grader's second submission.
  const mineB = (await callApi<{ project: ApiProject }>(studentB, 'POST', `projects/${courseId}`, { title: `Second essay ${run}`, image: null, component_id: componentId, course_id: courseId, lesson_id: lesson._id, page_id: page._id })).project;
  const withText = (await callApi<{ project: ApiProject }>(studentB, 'POST', `projects/${courseId}/${mineB._id}/artifacts`, { type: 'text', title: 'Thoughts', content: '<p>Mountains are old.</p>', revision: mineB.revision })).project;
  await callApi(studentB, 'PUT', `projects/${courseId}/${mineB._id}/versions/${withText.current_version._id}`, { is_submitted: true, course_id: courseId, revision: withText.revision });

  // 5. A sees the comment, unshares, and submits after the due date.
  await studentA.reload();
  await studentA.getByRole('tab', { name: 'Comments' }).click();
  await expect(studentA.getByText(comment)).toBeVisible();
  await actions.getByRole('button', { name: 'Unshare' }).click();
  await expect(studentA.getByText('Your project has been unshared').first()).toBeVisible();
  await actions.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(studentA, 'Submit your project?', 'Submit');
  await expect(studentA.getByText('Your project was submitted to your instructor.').first()).toBeVisible();
  await expect(studentA.getByText(/submitted late/i).first()).toBeVisible();

  // 6. The instructor opens the component page and follows its speed grader link (the Grading
  // tools of Instructor View), which opens on the first ungraded submission: A's.
  await instructor.goto(componentPage);
  await instructor.getByRole('tab', { name: 'Submitted' }).click();
  await expect(instructor.getByRole('link', { name: projectTitle })).toBeVisible();
  await instructor.getByRole('navigation', { name: 'Grading' }).getByRole('link', { name: 'Speed grader' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/speed-grading/${courseId}/${lesson._id}/${page._id}/${componentId}`));
  const panel = instructor.getByRole('complementary', { name: 'Grading' });
  await expect(panel.getByText('Jamie Lee')).toBeVisible();
  await expect(instructor.getByRole('region', { name: 'Submission of Jamie Lee' }).getByText('Rivers shape the land they cross.')).toBeVisible();
  await expectAccessible(instructor, 'the speed grader');

  // Keyboard only: 1 then 1 (Excellent 6, Clear 4), apply the late policy (10%: 9 of 10), Ctrl+Enter.
  const content = panel.getByRole('radiogroup', { name: /Content/ });
  const presentation = panel.getByRole('radiogroup', { name: /Presentation/ });
  const firstRating = content.getByRole('radio').first();
  // The grader opens with the focus on the first criterion's ratings.
  await expect(firstRating).toBeFocused();
  await instructor.keyboard.press('1');
  await expect(content.getByRole('radio', { name: /Excellent/ })).toHaveAttribute('aria-checked', 'true');
  await expect(presentation.getByRole('radio').first()).toBeFocused();
  await instructor.keyboard.press('1');
  await expect(presentation.getByRole('radio', { name: /Clear/ })).toHaveAttribute('aria-checked', 'true');
  const applyPolicy = panel.getByRole('checkbox', { name: 'Apply late policy' });
  await tabTo(instructor, applyPolicy);
  await instructor.keyboard.press('Space');
  await expect(applyPolicy).toBeChecked();
  await expect(panel.getByText('Resulting score: 9 / 10')).toBeVisible();
  await instructor.keyboard.press('Control+Enter');

  // The next ungraded student, B: 2 then 2 (Good 4, Unclear 1), Ctrl+Enter.
  await expect(panel.getByText('Chris Novak')).toBeVisible();
  const contentB = panel.getByRole('radiogroup', { name: /Content/ });
  const firstRatingB = contentB.getByRole('radio').first();
  // After the save, the next student's form takes the focus at the first rating.
  await expect(firstRatingB).toBeFocused();
  await instructor.keyboard.press('2');
  await instructor.keyboard.press('2');
  await expect(contentB.getByRole('radio', { name: /Good/ })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('radiogroup', { name: /Presentation/ }).getByRole('radio', { name: /Unclear/ })).toHaveAttribute('aria-checked', 'true');
  // A's "Grade saved" may still be on screen (it stays 2 s): wait for B's own save to be answered.
  const savedB = instructor.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.replace(/\/$/, '') === '/server/speed-grading/grade' && response.ok());
  await instructor.keyboard.press('Control+Enter');
  await savedB;
  await expect(instructor.getByText('Grade saved').first()).toBeVisible();

  // Both graded: the component page's Graded tab lists them with their scores.
  await instructor.goto(componentPage);
  await instructor.getByRole('tab', { name: 'Graded' }).click();
  await expect(instructor.getByRole('link', { name: projectTitle })).toBeVisible();
  await expect(instructor.getByRole('link', { name: `Second essay ${run}` })).toBeVisible();

  // The speed grader at a phone's width still shows its grading controls.
  await instructor.setViewportSize({ width: 390, height: 844 });
  await instructor.goto(`/speed-grading/${courseId}/${lesson._id}/${page._id}/${componentId}`);
  const narrowPanel = instructor.getByRole('complementary', { name: 'Grading' });
  await expect(narrowPanel.getByRole('radiogroup', { name: /Content/ })).toBeVisible();
  await expect(narrowPanel.getByRole('button', { name: 'Save and go to the next ungraded' })).toBeVisible();

  // 7. A reads the grade: 9 of 10, late (original 10, deduction 10%), and each criterion's rating.
  await studentA.goto(projectUrl);
  await studentA.getByRole('tab', { name: 'Grade detail' }).click();
  const detail = studentA.getByRole('tabpanel');
  await expect(detail.getByText('Late: original score 10, deduction 10%.')).toBeVisible();
  const rubricTable = detail.getByRole('table', { name: `Rubric: ${rubricTitle}` });
  await expect(rubricTable.getByRole('row', { name: /Content.*Excellent.*6/ })).toBeVisible();
  await expect(rubricTable.getByRole('row', { name: /Presentation.*Clear.*4/ })).toBeVisible();
  await expectAccessible(studentA, 'the grade detail');
});
