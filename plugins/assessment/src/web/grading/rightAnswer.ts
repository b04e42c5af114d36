import type { ItemDefinition } from '../../schemas/itemTypes.ts';

const textsOf = (choices: { id: string; text: string }[], ids: readonly string[]) => ids.map((id) => choices.find((choice) => choice.id === id)?.text ?? id);

const accepted = (answers: string[], caseSensitive: boolean) => `${answers.join(' or ')}${caseSensitive ? ' (case sensitive)' : ''}`;

function numericAnswer({ answer, tolerance = 0, tolerance_percent = 0 }: { answer: number; tolerance?: number; tolerance_percent?: number }): string {
  const margins = [tolerance > 0 && `± ${tolerance}`, tolerance_percent > 0 && `± ${tolerance_percent}%`].filter(Boolean);
  return margins.length === 0 ? String(answer) : `${answer} (${margins.join(' or ')})`;
}

/**
 * The right answer of an item in words, a line per part (each accepted
 * answer of a blank, each entry in order, each pair); null for the manually
 * scored types, which have none.
 */
export function rightAnswerLines(item: ItemDefinition): string[] | null {
  switch (item.type) {
    case 'single_choice':
      return textsOf(item.content.choices, [item.content.correct]);
    case 'multiple_response':
      return textsOf(item.content.choices, item.content.correct);
    case 'true_false':
      return [item.content.correct ? 'True' : 'False'];
    case 'short_text':
      return [accepted(item.content.answers, item.content.case_sensitive)];
    case 'numeric':
      return [numericAnswer(item.content)];
    case 'fill_blanks':
      return item.content.blanks.map((blank) => `${blank.id}: ${accepted(blank.answers, blank.case_sensitive)}`);
    case 'ordering':
      return item.content.entries.map((entry) => entry.text);
    case 'matching': {
      const { prompts, options } = item.content;
      return prompts.map((prompt) => `${prompt.text} → ${textsOf(options, [prompt.match])[0]}`);
    }
    default:
      return null;
  }
}
