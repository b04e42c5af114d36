import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

/** A component type, how its editor is filled in, and what its View shows once saved. */
interface TypeCase {
  type: RegExp;
  page: string;
  fill(content: ReturnType<Page['getByRole']>, page: Page): Promise<void>;
  expectView(page: Page): Promise<void>;
}

const TYPES: TypeCase[] = [
  {
    type: /^Iframe/,
    page: 'Campus map',
    async fill(content) {
      await content.getByLabel('URL').fill('https://www.openstreetmap.org/export/embed.html?bbox=-0.1,51.5,-0.09,51.51');
      await content.getByLabel('Title').fill('Map of the campus');
    },
    async expectView(page) {
      await expect(page.locator('iframe[title="Map of the campus"]')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
      await expect(page.getByRole('link', { name: /Open in a new tab/ })).toBeVisible();
    },
  },
  {
    type: /^PDF/,
    page: 'Course syllabus',
    async fill(content) {
      await content.getByLabel('URL').fill('https://example.org/files/syllabus.pdf');
      await content.getByLabel('Title').fill('Syllabus');
    },
    async expectView(page) {
      await expect(page.getByRole('link', { name: /Download the PDF/ })).toHaveAttribute('href', 'https://example.org/files/syllabus.pdf');
    },
  },
  {
    type: /^Presentation/,
    page: 'Opening slides',
    async fill(content) {
      await content.getByLabel('URL').fill('https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit#slide=id.p');
      await content.getByLabel('Title').fill('Opening slides deck');
    },
    async expectView(page) {
      await expect(page.locator('iframe[title="Opening slides deck"]')).toHaveAttribute('src', 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/embed');
    },
  },
  {
    type: /^Video/,
    page: 'Lecture recording',
    async fill(content) {
      await content.getByLabel('Video link or file address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s');
    },
    async expectView(page) {
      const play = page.getByRole('button', { name: /^Play / });
      await expect(play).toBeVisible();
      await play.click();
      await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveAttribute('src', /start=65/);
    },
  },
  {
    type: /^Stepwise/,
    page: 'Solving for x',
    async fill(content) {
      await content.getByLabel('Title').first().fill('Subtract 3 from both sides');
      await content.getByLabel('Text').first().fill('<p>2x + 3 = 11 becomes 2x = 8.</p>');
      await content.getByRole('button', { name: 'Add step' }).click();
      await content.getByLabel('Title').nth(1).fill('Divide both sides by 2');
      await content.getByLabel('Text').nth(1).fill('<p>So x = 4.</p>');
    },
    async expectView(page) {
      await expect(page.getByText('2x + 3 = 11 becomes 2x = 8.')).toBeVisible();
      await expect(page.getByText('So x = 4.')).toHaveCount(0);
      await page.getByRole('button', { name: /Next step/ }).click();
      await expect(page.getByText('So x = 4.')).toBeVisible();
    },
  },
];

test('an instructor adds a page of each component type and a student sees each one', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');

  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await instructor.getByRole('link', { name: 'Planning ahead' }).first().click();
  await expect(instructor.getByRole('heading', { level: 1, name: 'Planning ahead' })).toBeVisible();
  const lessonUrl = instructor.url();
  await instructor.getByRole('button', { name: /View:/ }).click();
  await instructor.getByRole('menuitemradio', { name: 'Author Mode' }).or(instructor.getByRole('button', { name: 'Author Mode' })).first().click();
  await expect(instructor).toHaveURL(/\/edit$/);
  const lessonEditor = instructor.url();

  for (const typeCase of TYPES) {
    await instructor.goto(lessonEditor);
    await instructor.getByRole('link', { name: 'New page from a component' }).click();
    await instructor.getByLabel('Page title').fill(typeCase.page);
    await instructor.getByRole('button', { name: typeCase.type }).click();
    const content = instructor.getByRole('region', { name: 'Content' });
    await expect(content).toBeVisible();
    await typeCase.fill(content, instructor);
    await instructor.getByRole('button', { name: 'Save' }).click();
    await expect(instructor.getByText('Component updated')).toBeVisible();
    await expectAccessible(instructor, `${typeCase.page} editor`);
  }

  for (const typeCase of TYPES) {
    await student.goto(lessonUrl);
    await student.getByRole('link', { name: typeCase.page }).click();
    await expect(student.getByRole('heading', { level: 1, name: typeCase.page })).toBeVisible();
    await typeCase.expectView(student);
    await expectAccessible(student, `${typeCase.page} page`);
  }
});
