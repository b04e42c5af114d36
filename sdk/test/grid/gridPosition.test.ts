import { describe, expect, it } from 'vitest';
import { movedPosition, type GridShape } from '../../src/web/grid/gridPosition.ts';

const single = (row: number, col: number) => ({ rowStart: row, rowEnd: row, colStart: col, colEnd: col });
const shape: GridShape = { rowCount: 50, colCount: 10, pageRows: 8, spanAt: ({ row, col }) => single(row, col) };
const key = (name: string, ctrlKey = false) => ({ key: name, ctrlKey, metaKey: false });

describe('movedPosition', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(movedPosition({ row: 5, col: 5 }, key('ArrowRight'), shape)).toEqual({ row: 5, col: 6 });
    expect(movedPosition({ row: 5, col: 5 }, key('ArrowLeft'), shape)).toEqual({ row: 5, col: 4 });
    expect(movedPosition({ row: 5, col: 5 }, key('ArrowDown'), shape)).toEqual({ row: 6, col: 5 });
    expect(movedPosition({ row: 5, col: 5 }, key('ArrowUp'), shape)).toEqual({ row: 4, col: 5 });
    expect(movedPosition({ row: 0, col: 0 }, key('ArrowUp'), shape)).toEqual({ row: 0, col: 0 });
    expect(movedPosition({ row: 49, col: 9 }, key('ArrowRight'), shape)).toEqual({ row: 49, col: 9 });
  });

  it('goes to the row ends with Home/End and to the grid corners with Ctrl', () => {
    expect(movedPosition({ row: 5, col: 5 }, key('Home'), shape)).toEqual({ row: 5, col: 0 });
    expect(movedPosition({ row: 5, col: 5 }, key('End'), shape)).toEqual({ row: 5, col: 9 });
    expect(movedPosition({ row: 5, col: 5 }, key('Home', true), shape)).toEqual({ row: 0, col: 0 });
    expect(movedPosition({ row: 5, col: 5 }, key('End', true), shape)).toEqual({ row: 49, col: 9 });
  });

  it('pages by the rows in view and stops at the first and last rows', () => {
    expect(movedPosition({ row: 5, col: 3 }, key('PageDown'), shape)).toEqual({ row: 13, col: 3 });
    expect(movedPosition({ row: 45, col: 3 }, key('PageDown'), shape)).toEqual({ row: 49, col: 3 });
    expect(movedPosition({ row: 5, col: 3 }, key('PageUp'), shape)).toEqual({ row: 0, col: 3 });
  });

  it('steps over a spanning cell as a whole', () => {
    const grouped: GridShape = { ...shape, spanAt: ({ row, col }) => (row === 0 && col >= 2 && col <= 4 ? { rowStart: 0, rowEnd: 0, colStart: 2, colEnd: 4 } : single(row, col)) };
    expect(movedPosition({ row: 0, col: 3 }, key('ArrowRight'), grouped)).toEqual({ row: 0, col: 5 });
    expect(movedPosition({ row: 0, col: 3 }, key('ArrowLeft'), grouped)).toEqual({ row: 0, col: 1 });
  });

  it('ignores other keys', () => {
    expect(movedPosition({ row: 1, col: 1 }, key('a'), shape)).toBeNull();
  });
});
