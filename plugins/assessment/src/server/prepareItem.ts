import { LmsError, offLoopJob } from '@lms/sdk';
import { contentErrors } from '../schemas/contentRules.ts';
import { DEFAULT_POINTS, type ItemDraftWithHints } from '../schemas/itemBody.ts';
import { ITEM_MESSAGES } from '../schemas/itemMessages.ts';
import type { Choice, ItemDefinition, ItemTag } from '../schemas/itemTypes.ts';
import { normaliseAnswer } from '../scoring/textMatch.ts';
import { sanitizePrompt } from './sanitizePrompt.ts';
import type { QtiItemContent } from '../schemas/qtiItem.ts';

/** Off the event loop, stopped after 5 seconds, as an import is: the content schema caps the XML at 512 KiB. */
const readQtiContent = offLoopJob<QtiItemContent, QtiItemContent>(new URL('../qti/readQtiJob.ts', import.meta.url).href, 'readQtiContent', { deadlineMs: 5_000 });

/** An item ready to store: trimmed, sanitised, with its defaults, checked beyond its schema. */
export type PreparedItem = ItemDefinition & {
  reference: string;
  title: string;
  prompt: string;
  points: number;
  tags: ItemTag[];
  /** Plain text, trimmed, in the order a taker gets them. */
  hints: string[];
};

const COURSE_ID = /^[0-9a-f]{24}$/;

const trimChoices = <C extends Choice>(choices: C[]): C[] => choices.map((choice) => ({ ...choice, text: choice.text.trim() }));
const trimAnswers = (answers: string[]) => [...new Set(answers.map(normaliseAnswer))];

/** Texts trimmed and accepted answers normalised as scoring compares them (repeats dropped). */
function trimmedContent(item: ItemDefinition): ItemDefinition {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_response':
      return { ...item, content: { ...item.content, choices: trimChoices(item.content.choices) } } as ItemDefinition;
    case 'short_text':
      return { ...item, content: { ...item.content, answers: trimAnswers(item.content.answers) } };
    case 'fill_blanks':
      return { ...item, content: { ...item.content, blanks: item.content.blanks.map((blank) => ({ ...blank, answers: trimAnswers(blank.answers) })) } };
    case 'ordering':
      return { ...item, content: { entries: trimChoices(item.content.entries) } };
    case 'matching':
      return { ...item, content: { prompts: trimChoices(item.content.prompts), options: trimChoices(item.content.options) } };
    default:
      return item;
  }
}

/** Tags trimmed, each type and name once; a course_id tag must name a course id. */
function preparedTags(tags: ItemTag[]): ItemTag[] {
  const seen = new Set<string>();
  const kept: ItemTag[] = [];
  tags.forEach((tag, index) => {
    const name = tag.name.trim();
    if (tag.type === 'course_id' && !COURSE_ID.test(name)) throw LmsError.validation([{ field: `tags/${index}/name`, message: ITEM_MESSAGES.courseTagId }]);
    const key = `${tag.type}\n${name}`;
    if (!seen.has(key)) kept.push({ type: tag.type, name });
    seen.add(key);
  });
  return kept;
}

/**
 * Readies an item the draft schema accepted for storing; refuses, as the
 * schema does (422 with fields), what only the whole content can show.
 */
export async function prepareItem(draft: ItemDraftWithHints): Promise<PreparedItem> {
  const given = { type: draft.type, content: draft.content } as ItemDefinition;
  const definition = given.type === 'qti' ? { type: given.type, content: await readQtiContent(given.content) } : trimmedContent(given);
  const errors = contentErrors(definition);
  if (errors.length) throw LmsError.validation(errors);
  return {
    ...definition,
    reference: draft.reference.trim(),
    title: (draft.title ?? '').trim(),
    prompt: await sanitizePrompt(draft.prompt ?? ''),
    points: Math.round((draft.points ?? DEFAULT_POINTS) * 100) / 100,
    tags: preparedTags(draft.tags ?? []),
    hints: (draft.hints ?? []).map((hint) => hint.trim()),
  };
}

/** The courses an item is shared with (its course_id tags). */
export function sharedCourses(tags: readonly ItemTag[]): string[] {
  return tags.filter((tag) => tag.type === 'course_id').map((tag) => tag.name);
}
