import { ITEM_MESSAGES } from './itemMessages.ts';
import type { Choice, ItemDefinition } from './itemTypes.ts';

export interface ContentError {
  /** The path inside the item, e.g. "content/correct". */
  field: string;
  message: string;
}

/** The `{{id}}` markers of a fill-in-the-blanks text, in order. */
export function blankMarkers(template: string): string[] {
  return [...template.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1]!);
}

function repeatedIds(lists: readonly (readonly Choice[])[], field: string): ContentError[] {
  const ids = lists.flat().map((choice) => choice.id);
  return new Set(ids).size === ids.length ? [] : [{ field, message: ITEM_MESSAGES.choiceIdsRepeat }];
}

/**
 * What an item's content schema cannot check: ids that must differ, right
 * answers that must be among the choices, blanks that must each stand once
 * in the text, matches that must be options. Run on content the schema accepted.
 */
export function contentErrors(item: ItemDefinition): ContentError[] {
  switch (item.type) {
    case 'single_choice': {
      const known = item.content.choices.some((choice) => choice.id === item.content.correct);
      return [...repeatedIds([item.content.choices], 'content/choices'), ...(known ? [] : [{ field: 'content/correct', message: ITEM_MESSAGES.correctUnknown }])];
    }
    case 'multiple_response': {
      const ids = new Set(item.content.choices.map((choice) => choice.id));
      const known = item.content.correct.every((id) => ids.has(id));
      return [...repeatedIds([item.content.choices], 'content/choices'), ...(known ? [] : [{ field: 'content/correct', message: ITEM_MESSAGES.correctUnknown }])];
    }
    case 'fill_blanks': {
      const markers = blankMarkers(item.content.template);
      const ids = item.content.blanks.map((blank) => blank.id);
      const eachOnce = markers.length === ids.length && new Set(markers).size === markers.length && ids.every((id) => markers.includes(id));
      return eachOnce ? [] : [{ field: 'content/template', message: ITEM_MESSAGES.blanksMismatch }];
    }
    case 'ordering':
      return repeatedIds([item.content.entries], 'content/entries');
    case 'matching': {
      const options = new Set(item.content.options.map((option) => option.id));
      const unmatched = item.content.prompts.findIndex((prompt) => !options.has(prompt.match));
      return [
        ...repeatedIds([item.content.prompts, item.content.options], 'content/prompts'),
        ...(unmatched === -1 ? [] : [{ field: `content/prompts/${unmatched}/match`, message: ITEM_MESSAGES.matchUnknown }]),
      ];
    }
    default:
      return [];
  }
}
