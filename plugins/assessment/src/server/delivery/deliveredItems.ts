import { randomInt } from 'node:crypto';
import type { AssessmentItemEntry } from '../../schemas/assessmentConfig.ts';
import type { ItemDefinition } from '../../schemas/itemTypes.ts';
import type { AnswerContent, ItemToAnswer, ItemWithAnswers } from '../../calls/deliveredItem.ts';
import type { QtiItemToAnswer } from '../../schemas/qtiItem.ts';
import type { AttemptItem } from '../../scoring/attemptSubmission.ts';
import type { QtiChoiceOrder } from '../../qti/choiceShuffle.ts';
import { drawQtiChoiceOrder, drawQtiTemplate, qtiItemReview, qtiItemToAnswer, readQtiResponse } from '../../qti/qtiItemRuntime.ts';

/** An item as an attempt delivered it: the bank item's snapshot at start, worth the assessment's points. */
export type DeliveredItem = AttemptItem & {
  title: string;
  prompt: string;
  /** Ordering items: the entry ids in the shuffled order shown (fixed at start). */
  shown_order?: string[];
  /** The item's hints, given one by one through attempt/hint/ (absent in attempts started before hints existed). */
  hints?: string[];
  /** `qti` items: the shared stimuli (passages) shown beside the item, as they were at start. */
  qti_stimuli?: QtiStimulus[];
  /** `qti` items: the order of the choices of interactions with shuffle="true" (fixed at start; absent when nothing shuffles). */
  qti_order?: QtiChoiceOrder;
};

/** A shared stimulus as a taker sees it beside a `qti` item (QtiItemToAnswer.stimuli). */
export type QtiStimulus = NonNullable<QtiItemToAnswer['stimuli']>[number];

/** What the bank holds of an item, as the snapshot needs it (a `qti` item's stimuli read from theirs). */
export type BankItem = ItemDefinition & { id: string; title: string; prompt: string; hints?: string[]; stimuli?: QtiStimulus[] };

/** Fisher-Yates with a cryptographic random source. */
export function shuffle<T>(values: readonly T[]): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * The items an attempt delivers: `pickx` of them at random (0: all), in the
 * assessment's order unless `scramble`, each a snapshot of the bank item.
 */
export function deliverItems(entries: readonly AssessmentItemEntry[], bank: ReadonlyMap<string, BankItem>, options: { pickx: number; scramble: boolean }): DeliveredItem[] {
  const picked = options.pickx > 0 && options.pickx < entries.length ? new Set(shuffle(entries).slice(0, options.pickx)) : new Set(entries);
  const kept = entries.filter((entry) => picked.has(entry));
  const ordered = options.scramble ? shuffle(kept) : kept;
  return ordered.map((entry) => {
    const item = bank.get(entry.id)!;
    const delivered = { id: item.id, type: item.type, points: entry.points, content: item.content, title: item.title, prompt: item.prompt, hints: item.hints ?? [] } as DeliveredItem;
    if (item.type === 'ordering') delivered.shown_order = shuffle(item.content.entries.map((choice) => choice.id));
    if (item.type === 'qti') {
      const draw = drawQtiTemplate(item.content, randomInt(2 ** 31));
      if (draw) delivered.qti_draw = draw;
      const order = drawQtiChoiceOrder(item.content, randomInt(2 ** 31));
      if (order) delivered.qti_order = order;
      if (item.stimuli?.length) delivered.qti_stimuli = item.stimuli;
    }
    return delivered;
  });
}

/** The stimuli a delivered `qti` item shows beside itself, when it has any. */
const stimuliOf = (item: DeliveredItem) => (item.qti_stimuli?.length ? { stimuli: item.qti_stimuli } : {});

/** What a delivered `qti` item drew at start: its template values and its order of shuffled choices. */
const drawsOf = (item: DeliveredItem) => ({ draw: item.qti_draw ?? null, order: item.qti_order ?? null });

/**
 * The content of an item without its right answers, type by type (the
 * manually scored types hold limits: length, seconds, extensions, no answers).
 */
export function contentToAnswer(item: DeliveredItem): AnswerContent {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_response':
      return { type: item.type, content: { choices: item.content.choices } };
    case 'true_false':
    case 'short_text':
    case 'numeric':
      return { type: item.type, content: {} };
    case 'fill_blanks':
      return { type: item.type, content: { template: item.content.template, blanks: item.content.blanks.map((blank) => ({ id: blank.id })) } };
    case 'ordering': {
      const byId = new Map(item.content.entries.map((entry) => [entry.id, entry]));
      return { type: item.type, content: { entries: (item.shown_order ?? [...byId.keys()]).map((id) => byId.get(id)!) } };
    }
    case 'matching':
      return { type: item.type, content: { prompts: item.content.prompts.map(({ id, text }) => ({ id, text })), options: item.content.options } };
    case 'longtext':
    case 'longtextV2':
    case 'plaintext':
      return { type: item.type, content: { ...item.content } };
    case 'audio':
    case 'video':
      return { type: item.type, content: { ...item.content } };
    case 'fileupload':
      return { type: item.type, content: { ...item.content } };
    case 'qti':
      return { type: item.type, content: { ...qtiItemToAnswer(item.content, drawsOf(item)), ...stimuliOf(item) } };
  }
}

export function itemToAnswer(item: DeliveredItem): ItemToAnswer {
  return { id: item.id, points: item.points, title: item.title, prompt: item.prompt, ...contentToAnswer(item), hints_total: item.hints?.length ?? 0 };
}

/** An item with its right answers (a review that shows them, regrade/get). */
export function itemWithAnswers(item: DeliveredItem): ItemWithAnswers {
  const { shown_order: _shownOrder, qti_draw: _draw, qti_stimuli: _stimuli, qti_order: _order, hints, ...definition } = item;
  return { ...definition, hints_total: hints?.length ?? 0 };
}

/**
 * A QTI item in a review that shows responses: its outcomes, the feedback
 * they show and, with correct answers shown, its correct responses.
 */
export function qtiItemInReview(item: DeliveredItem, response: unknown, showCorrect: boolean): ItemToAnswer {
  if (item.type !== 'qti') return itemToAnswer(item);
  const content = { ...qtiItemReview(item.content, drawsOf(item), readQtiResponse(response), showCorrect), ...stimuliOf(item) };
  return { id: item.id, points: item.points, title: item.title, prompt: item.prompt, type: 'qti', content, hints_total: item.hints?.length ?? 0 };
}
