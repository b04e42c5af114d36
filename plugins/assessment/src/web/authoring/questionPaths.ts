import { routePath } from '@lms/sdk/web';
import type { ItemType } from '../../schemas/itemTypes.ts';

/** The new-Question editor's item id (part 2 §2 "item authoring list/edit"). */
export const NEW_QUESTION = 'new';

export const questionsPath = (courseId: string) => routePath('questions', { courseId });

export const questionPath = (courseId: string, itemId: string) => routePath('questions.item', { courseId, itemId });

export const newQuestionPath = (courseId: string, type: ItemType) => `${questionPath(courseId, NEW_QUESTION)}?type=${type}`;
