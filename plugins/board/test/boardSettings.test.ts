import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_CONFIG } from '../src/schemas/boardConfig.ts';
import { boardSettings } from '../src/server/boardSettings.ts';

describe("the board's activity settings", () => {
  it('reads and applies the three dates of config.board, leaving the rest', () => {
    const config = { ...DEFAULT_BOARD_CONFIG, max_score: 5, board: { ...DEFAULT_BOARD_CONFIG.board, requires_comment: true } };
    const after = boardSettings.apply(config, { due_date: '2030-03-01T12:00:00.000Z' });
    expect(after).toEqual({ ...config, board: { ...config.board, due_date: '2030-03-01T12:00:00.000Z' } });
    expect(boardSettings.read(after)).toEqual({ open_date: null, due_date: '2030-03-01T12:00:00.000Z', close_date: null });
  });

  it("names the date a board date rule's error is on", () => {
    expect(boardSettings.fieldOf?.('board/close_date')).toBe('close_date');
    expect(boardSettings.fieldOf?.('max_score')).toBeNull();
  });
});
