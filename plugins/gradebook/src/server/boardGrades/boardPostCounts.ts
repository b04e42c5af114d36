import type { GradebookRecords, Knex } from '@lms/sdk';

export interface PostCount {
  posts: number;
  hidden: number;
}

/** Post counts by board id, then by student id. */
export type BoardPostCounts = Map<string, Map<string, PostCount>>;

/**
 * Part 3 §3 "Board post count" (component_id, hidden): each student's posts
 * on each board, those hidden from the class apart, as the board type counts
 * them (its `participation` hook, gathered by core's grade records).
 */
export async function boardPostCounts(records: GradebookRecords, courseId: string, boardIds: readonly string[], trx?: Knex): Promise<BoardPostCounts> {
  const counts: BoardPostCounts = new Map(boardIds.map((id) => [id, new Map()]));
  if (boardIds.length === 0) return counts;
  for (const row of await records.participation(courseId, boardIds, trx)) counts.get(row.componentId)?.set(row.userId, { posts: row.posts, hidden: row.hidden });
  return counts;
}

export const countOf = (counts: BoardPostCounts, boardId: string, userId: string): PostCount =>
  counts.get(boardId)?.get(userId) ?? { posts: 0, hidden: 0 };
