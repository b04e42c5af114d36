import type { SummaryTile } from '../../calls/tileCalls.ts';

/** How a trend reads beside its sign: a sign alone says nothing to a screen reader. */
export function trendWords(tile: Pick<SummaryTile, 'trend' | 'prior'>): string {
  if (tile.trend === '+') return `up from ${tile.prior}`;
  if (tile.trend === '-') return `down from ${tile.prior}`;
  return `same as the week before (${tile.prior})`;
}

export const minutesText = (minutes: number) => (minutes === 1 ? '1 min' : `${minutes} min`);

/** The lesson the class worked in most this week (the later one on a tie), and the lesson before it. */
export function currentLessons(lessons: readonly { lesson_id: string; index: number; mins: number }[]): { lessonId: string; priorLessonId: string } | null {
  if (lessons.length === 0) return null;
  const ordered = [...lessons].sort((a, b) => a.index - b.index);
  let current = ordered[0]!;
  for (const lesson of ordered) if (lesson.mins >= current.mins && lesson.mins > 0) current = lesson;
  const position = ordered.indexOf(current);
  return { lessonId: current.lesson_id, priorLessonId: ordered[Math.max(0, position - 1)]!.lesson_id };
}
