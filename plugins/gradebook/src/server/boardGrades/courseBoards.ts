import { LmsError, type GradebookRecords, type Knex } from '@lms/sdk';
import type { BoardColumn } from '../../calls/gradingCenterCalls.ts';

/**
 * The boards of a course as the ledger knows them (one activity per board
 * component), by title; one board when `boardId` is given (not-found when the
 * course has no such board).
 */
export async function courseBoards(records: GradebookRecords, courseId: string, boardId?: string, trx?: Knex): Promise<BoardColumn[]> {
  const activities = await records.activitiesOfType(courseId, 'board', boardId, trx);
  if (boardId !== undefined && activities.length === 0) throw new LmsError('not-found', 'Board not found.');
  return activities.map((activity) => ({ activity_id: activity.id, board_id: activity.componentId!, title: activity.title, max_score: activity.maxScore }));
}
