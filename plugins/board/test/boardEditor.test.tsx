import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ControlledEditor } from '@lms/sdk/testing/web';
import BoardEditor from '../src/web/BoardEditor.tsx';
import { DEFAULT_BOARD_CONFIG, type BoardConfig } from '../src/schemas/boardConfig.ts';
import { componentFixture } from '@lms/sdk/testing/web';
import { BOARD_MESSAGES } from '../src/schemas/boardMessages.ts';
import { splitDate } from '@lms/sdk/rules';
import { fromLocalInput, toLocalInput } from '../src/web/dates.ts';
import { COURSE } from './webFixture.tsx';

function renderEditor(value: BoardConfig = DEFAULT_BOARD_CONFIG, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(config: BoardConfig) => void>();
  render(<ControlledEditor Editor={BoardEditor} component={componentFixture('board', value, { course_id: COURSE })} onChange={onChange} errors={errors} />);
  return { onChange, last: () => onChange.mock.lastCall?.[0] };
}

describe('BoardEditor', () => {
  it('edits requires_comment, allow_images and the max score', async () => {
    const { last } = renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: "Students see classmates' posts only after posting" }));
    await user.click(screen.getByRole('checkbox', { name: 'Allow images in posts' }));
    const score = screen.getByRole('spinbutton', { name: 'Max score' });
    await user.clear(score);
    await user.type(score, '20');
    expect(last()).toEqual({ ...DEFAULT_BOARD_CONFIG, allow_images: true, max_score: 20, board: { ...DEFAULT_BOARD_CONFIG.board, requires_comment: true } });
  });

  it('edits the three dates in local time, empty meaning no date', () => {
    const { last } = renderEditor({ ...DEFAULT_BOARD_CONFIG, board: { ...DEFAULT_BOARD_CONFIG.board, close_date: '2030-03-10T10:00:00.000Z' } });
    expect((screen.getByLabelText('Closes') as HTMLInputElement).value).toBe(toLocalInput('2030-03-10T10:00:00.000Z'));
    fireEvent.change(screen.getByLabelText('Opens'), { target: { value: '2030-01-10T09:30' } });
    expect(last()?.board.open_date).toBe(new Date('2030-01-10T09:30').toISOString());
    fireEvent.change(screen.getByLabelText('Closes'), { target: { value: '' } });
    expect(last()?.board.close_date).toBeNull();
  });

  it('reads dates with the SDK date rules: a date outside the bounds goes to the server, which refuses it; an impossible one is no date', () => {
    expect(toLocalInput('2030-03-10T10:00:00.000Z')).toBe(`${splitDate('2030-03-10T10:00:00.000Z').date}T${splitDate('2030-03-10T10:00:00.000Z').time}`);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('2250-01-10T09:30')).toBe(new Date(2250, 0, 10, 9, 30).toISOString());
    expect(fromLocalInput('2030-02-30T09:30')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it("shows a failed save's messages by their fields, and the others below", () => {
    renderEditor(DEFAULT_BOARD_CONFIG, {
      'board/open_date': BOARD_MESSAGES.openAfterClose,
      'board/due_date': BOARD_MESSAGES.dueAfterClose,
      max_score: 'The max score can be at most 999.',
      somewhere: 'Something else.',
    });
    expect(screen.getByLabelText('Opens').getAttribute('aria-invalid')).toBe('true');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([BOARD_MESSAGES.openAfterClose, BOARD_MESSAGES.dueAfterClose, 'The max score can be at most 999.', 'Something else.']);
  });
});
