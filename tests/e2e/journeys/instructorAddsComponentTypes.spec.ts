import fs from 'node:fs';
import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { openLessonInAuthorMode } from '../support/authorMode.ts';

/** A component type, how its editor is filled in, and what its View shows once saved. */
interface TypeCase {
  type: RegExp;
  page: string;
  fill(content: ReturnType<Page['getByRole']>, page: Page): Promise<void>;
  expectView(page: Page): Promise<void>;
}

/** A real 24 x 16 PNG, uploaded through the picture editor's media library. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWPQq82mCmIYNUhvNIz0RtNR7WgWqSU/HQAAKMmhEO9XxDYAAAAASUVORK5CYII=', 'base64');

/** The demo book the e_reader plugin ships: three chapters. */
const EPUB = fs.readFileSync(new URL('../../../plugins/e_reader/demo/welcome.epub', import.meta.url));

/** The demo recording the audio plugin ships. */
const MP3 = fs.readFileSync(new URL('../../../plugins/audio/demo/welcome.mp3', import.meta.url));

const TYPES: TypeCase[] = [
  {
    type: /^Audio/,
    page: 'Listening task',
    async fill(content) {
      await content.getByLabel('Display name').fill('Welcome recording');
      await content.getByLabel('File', { exact: true }).setInputFiles({ name: 'welcome.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
      await content.getByRole('button', { name: 'Upload' }).click();
      await expect(content.getByRole('button', { name: 'Welcome recording', pressed: true })).toHaveCount(1);
      await content.getByLabel('Title', { exact: true }).last().fill('Welcome recording');
    },
    async expectView(page) {
      const audio = page.locator('audio');
      await expect(audio).toHaveAttribute('src', /\/server\/media\/[0-9a-f]{24}\/[0-9a-f]{24}\/welcome\.mp3$/);
      // The browser reads the served file (byte ranges) far enough to know its length: about 9.5 s.
      await expect.poll(() => audio.evaluate((element) => Math.round((element as HTMLAudioElement).duration))).toBe(9);
    },
  },
  {
    type: /^E-reader/,
    page: 'Reading week',
    async fill(content) {
      await content.getByLabel('File', { exact: true }).setInputFiles({ name: 'welcome.epub', mimeType: 'application/epub+zip', buffer: EPUB });
      await content.getByRole('button', { name: 'Upload' }).click();
      // The demo course's library holds the demo book too: the one just uploaded is the one chosen.
      await expect(content.getByRole('button', { name: 'welcome.epub', pressed: true })).toHaveCount(1);
    },
    async expectView(page) {
      await expect(page.getByText('Chapter 1 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('Chapter 2 of 3')).toBeVisible();
    },
  },
  {
    type: /^Advanced/,
    page: 'Study guide',
    async fill(content) {
      await content.getByLabel('Tab name').first().fill('Overview');
      await content.getByRole('group', { name: 'Add to Overview' }).getByLabel('New component').selectOption({ label: 'HTML' });
      await content.getByRole('group', { name: 'Add to Overview' }).getByRole('button', { name: 'Add new' }).click();
      await content.getByRole('button', { name: 'Add tab' }).click();
      await content.getByLabel('Tab name').nth(1).fill('Details');
    },
    async expectView(page) {
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Details']);
      await tabs.getByRole('tab', { name: 'Details' }).click();
      await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    type: /^Picture/,
    page: 'Field photo',
    async fill(content) {
      await content.getByLabel('Display name').fill('Green field');
      await content.getByLabel('File', { exact: true }).setInputFiles({ name: 'green field.png', mimeType: 'image/png', buffer: PNG });
      await content.getByRole('button', { name: 'Upload' }).click();
      await expect(content.getByRole('button', { name: 'Green field' })).toHaveAttribute('aria-pressed', 'true');
      await content.getByLabel('Alt text').fill('A green field under a clear sky');
    },
    async expectView(page) {
      const image = page.getByRole('img', { name: 'A green field under a clear sky' });
      await expect(image).toHaveAttribute('src', /\/server\/media\/[0-9a-f]{24}\/[0-9a-f]{24}\/green_field\.png$/);
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(24);
    },
  },
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
  // Eleven editors and views in two browsers: about 55 s on a quiet machine, so the default minute is too tight.
  test.setTimeout(180_000);
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');

  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  const lessonUrl = await openLessonInAuthorMode(instructor, 'Planning ahead');
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
