import { describeAnswer, type BrowserSession } from '../assessment-start-storm/browserSession.ts';
import type { PlacedItem, Quiz } from '../assessment-start-storm/createQuiz.ts';
import { at } from '../assessment-start-storm/schedule.ts';

export interface SubmitResult {
  latencies: number[];
  failures: string[];
  /** The score each submitter's answers are worth. */
  expected: Map<string, number>;
}

/** Student `index`'s answers: every fourth Question (shifted per student) wrong, the rest right, so scores differ. */
export function answersOf(index: number, items: PlacedItem[]): { responses: Record<string, unknown>; score: number } {
  const responses: Record<string, unknown> = {};
  let score = 0;
  items.forEach((item, at) => {
    const right = (index + at) % 4 !== 0;
    responses[item.id] = right ? item.right : item.wrong;
    if (right) score += item.points;
  });
  return { responses, score };
}

/** Each submitter submits once with all its answers, the submits spread evenly over `durationMs` from `start`. */
export async function submitSpread(submitters: BrowserSession[], quiz: Quiz, start: number, durationMs: number): Promise<SubmitResult> {
  const result: SubmitResult = { latencies: [], failures: [], expected: new Map() };
  await Promise.all(
    submitters.map((student, index) =>
      at(start, (index * durationMs) / submitters.length, async () => {
        const { responses, score } = answersOf(index, quiz.items);
        result.expected.set(student.userId, score);
        const answer = await student.call('POST', `${quiz.path}submit/`, { responses });
        result.latencies.push(answer.ms);
        if (answer.status !== 200) result.failures.push(`submit of ${student.userId} refused: ${describeAnswer(answer)}`);
        else if (answer.body.status !== 'graded' || answer.body.score !== score) result.failures.push(`submit of ${student.userId} answered ${JSON.stringify(answer.body)}, expected graded with ${score}`);
      }),
    ),
  );
  return result;
}
