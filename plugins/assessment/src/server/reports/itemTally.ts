import type { AccentScoring } from '../../scoring/types.ts';
import { scoreAttempt, type AttemptItemScore } from '../../scoring/scoreAttempt.ts';
import type { DeliveredItem } from '../delivery/deliveredItems.ts';
import type { Distractor, EntryTally, ItemDetail } from '../../calls/reportCalls.ts';

/** One counted attempt: what it delivered (a branching quiz: its path), the responses, a person's scores. */
export interface CountedAttempt {
  items: DeliveredItem[];
  responses: Record<string, unknown>;
  manualScores: Record<string, number>;
  submittedAt: Date;
}

/** A Question of the report: its id, what it is worth in the assessment now, its title and type (the bank's, or a snapshot's). */
export interface ReportedItem {
  id: string;
  points: number;
  title: string;
  type: ItemDetail['type'];
}

interface Running {
  detail: ItemDetail;
  scored: number;
  total: number;
  /** The newest snapshot seen: its choices, entries and right answers name the distractors. */
  snapshot: DeliveredItem | null;
  snapshotAt: number;
  picks: Map<string, number>;
  right: Map<string, number>;
}

const round = (value: number) => Math.round(value * 100) / 100;

function emptyDetail(item: ReportedItem): ItemDetail {
  return { ...item, answered: 0, correct: 0, partial: 0, incorrect: 0, unanswered: 0, pending_manual: 0, average_score: null };
}

const add = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);

/** Which choices a response picked (single choice, multiple response, true/false). */
function picked(item: DeliveredItem, response: unknown): string[] {
  if (item.type === 'single_choice') return typeof response === 'string' ? [response] : [];
  if (item.type === 'multiple_response') return Array.isArray(response) ? [...new Set(response.filter((id): id is string => typeof id === 'string'))] : [];
  if (item.type === 'true_false') return typeof response === 'boolean' ? [String(response)] : [];
  return [];
}

/** Which entries (ordering), prompts (matching) or blanks (fill in the blanks) a response got right. */
function rightParts(item: DeliveredItem, response: unknown, score: AttemptItemScore, accentScoring: AccentScoring): string[] {
  if (item.type === 'ordering') {
    const order = Array.isArray(response) ? response : [];
    return item.content.entries.filter((entry, index) => order[index] === entry.id).map((entry) => entry.id);
  }
  if (item.type === 'matching') return Object.entries(score.details.pairs ?? {}).flatMap(([id, right]) => (right ? [id] : []));
  if (item.type === 'fill_blanks') {
    // An answer right but for its accents is right when accents cost nothing.
    return Object.entries(score.details.blanks ?? {}).flatMap(([id, match]) => (match === 'exact' || (match === 'accent' && accentScoring === 0) ? [id] : []));
  }
  return [];
}

function count(running: Running, item: DeliveredItem, response: unknown, score: AttemptItemScore, accentScoring: AccentScoring): void {
  const { detail } = running;
  // An information item asks nothing: it is neither answered nor unanswered, and has no score to average.
  if (score.details.information) return;
  if (!score.details.answered) detail.unanswered += 1;
  else {
    detail.answered += 1;
    if (score.correct === null) detail.pending_manual += 1;
    else if (score.correct) detail.correct += 1;
    else if (score.score > 0) detail.partial += 1;
    else detail.incorrect += 1;
  }
  if (score.correct !== null) {
    running.scored += 1;
    running.total += score.score;
  }
  picked(item, response).forEach((id) => add(running.picks, id));
  rightParts(item, response, score, accentScoring).forEach((id) => add(running.right, id));
}

function distractors(snapshot: DeliveredItem, picks: Map<string, number>): Distractor[] | undefined {
  if (snapshot.type === 'single_choice' || snapshot.type === 'multiple_response') {
    const right = new Set(snapshot.type === 'single_choice' ? [snapshot.content.correct] : snapshot.content.correct);
    return snapshot.content.choices.map((choice) => ({ id: choice.id, text: choice.text, count: picks.get(choice.id) ?? 0, correct: right.has(choice.id) }));
  }
  if (snapshot.type === 'true_false') {
    return [true, false].map((value) => ({ id: String(value), text: value ? 'True' : 'False', count: picks.get(String(value)) ?? 0, correct: snapshot.content.correct === value }));
  }
  return undefined;
}

function entries(snapshot: DeliveredItem, right: Map<string, number>): EntryTally[] | undefined {
  const tally = (parts: { id: string; text: string }[]) => parts.map(({ id, text }) => ({ id, text, right: right.get(id) ?? 0 }));
  if (snapshot.type === 'ordering') return tally(snapshot.content.entries);
  if (snapshot.type === 'matching') return tally(snapshot.content.prompts);
  if (snapshot.type === 'fill_blanks') return tally(snapshot.content.blanks.map((blank) => ({ id: blank.id, text: blank.id })));
  return undefined;
}

/**
 * The item report in one pass over the counted attempts: each attempt scored
 * against its own snapshots (what the student saw, regrades included), a
 * person's score replacing the computed one as in the grade. `items` gives
 * the report's rows and their order; a Question only attempts still hold (taken
 * out of the assessment since) is added after them.
 */
export function tallyItems(items: readonly ReportedItem[], attempts: readonly CountedAttempt[], accentScoring: AccentScoring): ItemDetail[] {
  const rows = new Map<string, Running>();
  const row = (item: ReportedItem) => {
    let running = rows.get(item.id);
    if (!running) {
      running = { detail: emptyDetail(item), scored: 0, total: 0, snapshot: null, snapshotAt: -Infinity, picks: new Map(), right: new Map() };
      rows.set(item.id, running);
    }
    return running;
  };
  items.forEach(row);
  for (const attempt of attempts) {
    const submission = { session_id: '', submitted_at: new Date(attempt.submittedAt).toISOString(), items: attempt.items, responses: attempt.responses, manual_scores: attempt.manualScores };
    const scores = scoreAttempt(submission, { accentScoring, dueDate: null, policy: null }).items;
    attempt.items.forEach((item, index) => {
      const running = row({ id: item.id, points: item.points, title: item.title, type: item.type });
      count(running, item, attempt.responses[item.id], scores[index]!, accentScoring);
      const at = new Date(attempt.submittedAt).getTime();
      if (at > running.snapshotAt) {
        running.snapshot = item;
        running.snapshotAt = at;
      }
    });
  }
  return [...rows.values()].map(({ detail, scored, total, snapshot, picks, right }) => {
    const choices = snapshot ? distractors(snapshot, picks) : undefined;
    const parts = snapshot ? entries(snapshot, right) : undefined;
    return { ...detail, average_score: scored ? round(total / scored) : null, ...(choices ? { distractors: choices } : {}), ...(parts ? { entries: parts } : {}) };
  });
}
