import type { ActivitySettingField, ActivitySettingsHooks } from '@lms/sdk';
import type { BoardConfig } from '../schemas/boardConfig.ts';

const DATES = ['open_date', 'due_date', 'close_date'] as const satisfies readonly ActivitySettingField[];

/**
 * A board's activity settings: its three dates (config.board). The board's
 * date rules (`prepare`) check the result; errors on `board/<date>` belong to that date.
 */
export const boardSettings: ActivitySettingsHooks<BoardConfig> = {
  fields: DATES,
  read: (config) => ({ open_date: config.board.open_date, due_date: config.board.due_date, close_date: config.board.close_date }),
  apply(config, changes) {
    const board = { ...config.board };
    for (const field of DATES) if (changes[field] !== undefined) board[field] = changes[field];
    return { ...config, board };
  },
  fieldOf(configPath) {
    const [parent, field] = configPath.split('/');
    return (parent === 'board' && DATES.find((date) => date === field)) || null;
  },
};
