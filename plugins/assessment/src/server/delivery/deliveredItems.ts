import { randomInt } from 'node:crypto';
import type { AssessmentItemEntry } from '../../schemas/assessmentConfig.ts';
import type { ItemDefinition } from '../../schemas/itemTypes.ts';
import type { AttemptItem } from '../../scoring/attemptSubmission.ts';

/** An item as an attempt delivered it: the bank item's snapshot at start, worth the assessment's points. */
export type DeliveredItem = AttemptItem & {
  title: string;
  prompt: string;
  /** Ordering items: the entry ids in the shuffled order shown (fixed at start). */
  shown_order?: string[];
  /** The item's hints, given one by one through attempt/hint/ (absent in attempts started before hints existed). */
  hints?: string[];
};

/** What the bank holds of an item, as the snapshot needs it. */
export type BankItem = ItemDefinition & { id: string; title: string; prompt: string; hints?: string[] };

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
    return delivered;
  });
}

/** An item as a student may see it while answering: what a right answer is stays on the server. */
export interface ItemToAnswer {
  id: string;
  type: DeliveredItem['type'];
  points: number;
  title: string;
  prompt: string;
  content: Record<string, unknown>;
  /** How many hints the item has; the hints themselves never come with it. */
  hints_total: number;
}

/** The content of an item without its right answers, type by type. */
export function contentToAnswer(item: DeliveredItem): Record<string, unknown> {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_response':
      return { choices: item.content.choices };
    case 'true_false':
    case 'short_text':
    case 'numeric':
      return {};
    case 'fill_blanks':
      return { template: item.content.template, blanks: item.content.blanks.map((blank) => ({ id: blank.id })) };
    case 'ordering': {
      const byId = new Map(item.content.entries.map((entry) => [entry.id, entry]));
      return { entries: (item.shown_order ?? [...byId.keys()]).map((id) => byId.get(id)!) };
    }
    case 'matching':
      return { prompts: item.content.prompts.map(({ id, text }) => ({ id, text })), options: item.content.options };
    default:
      // The manually scored types hold limits (length, seconds, extensions), no answers.
      return { ...item.content };
  }
}

export function itemToAnswer(item: DeliveredItem): ItemToAnswer {
  return { id: item.id, type: item.type, points: item.points, title: item.title, prompt: item.prompt, content: contentToAnswer(item), hints_total: item.hints?.length ?? 0 };
}
