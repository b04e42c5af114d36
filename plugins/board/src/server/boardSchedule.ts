import type { ActivitySchedule } from '@lms/sdk';
import type { BoardConfig } from '../schemas/boardConfig.ts';

/** What the grade ledger keeps of a board's schedule: its dates (under `board`); no attempt or time limit, no late policy, always graded. */
export function boardSchedule(config: BoardConfig): ActivitySchedule {
  const { open_date, due_date, close_date } = config.board;
  return { open_date, due_date, close_date, time_limit: 0, submission_attempts: 0, policy: null, graded: true };
}
