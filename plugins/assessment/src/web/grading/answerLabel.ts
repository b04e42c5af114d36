import type { ItemWithAnswers } from '../../calls/deliveryCalls.ts';

/**
 * The item to show one student's answer with, in a list of everyone's: the
 * Question is shown once above, so ItemInput's heading (the title, as plain
 * text, when there is no prompt) names the answer instead.
 */
export function itemNamingAnswer(item: ItemWithAnswers, studentName: string): ItemWithAnswers {
  return { ...item, prompt: '', title: `Answer of ${studentName}` };
}
