import { expect, type Page } from '@playwright/test';

export interface NewQuestion {
  /** The type's label in "Type of the new Question". */
  type: string;
  reference: string;
  title: string;
  text: string;
  points: string;
  fill?(form: ReturnType<Page['getByRole']>): Promise<void>;
}

/** A new Question of `type` through the authoring screens; its text typed in the visual editor. */
export async function newQuestion(page: Page, courseId: string, question: NewQuestion): Promise<void> {
  await page.goto(`/${courseId}/questions`);
  await page.getByLabel('Type of the new Question').selectOption({ label: question.type });
  await page.getByRole('button', { name: 'New Question' }).click();
  const form = page.getByRole('form', { name: 'Question' });
  await form.getByLabel('Reference').fill(question.reference);
  await form.getByLabel('Title').fill(question.title);
  await form.getByLabel('Points').fill(question.points);
  await form.getByRole('textbox', { name: 'Question text' }).click();
  await page.keyboard.type(question.text);
  await question.fill?.(form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/questions/[0-9a-f]{24}$`));
}
