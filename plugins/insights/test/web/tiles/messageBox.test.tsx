import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MessageBox } from '../../../src/web/tiles/MessageBox.tsx';
import { COURSE, renderTiles, violations } from './tilesFixture.tsx';

const inbox = (messaging_disabled: boolean, professor = true) => () => ({ messages: [], unread: 0, messaging_disabled, professor });
const recipients = () => ({
  students: [
    { _id: '6d00000000000000000000b1', firstname: 'Bob', lastname: 'Babbage', name: 'Bob Babbage' },
    { _id: '6d00000000000000000000a1', firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace' },
  ],
});

describe('MessageBox', () => {
  it('sends to all students, then privately to one picked student, by keyboard', async () => {
    const sent: unknown[] = [];
    const { container } = renderTiles(<MessageBox courseId={COURSE} />, {
      [`GET messages/${COURSE}/`]: inbox(false),
      [`GET messages/${COURSE}/recipients/`]: recipients,
      [`POST messages/${COURSE}/`]: (body) => {
        sent.push(body);
        return { message: { _id: '6d0000000000000000000m01', kind: 'all', to: 'all', text: 'x', created_at: '2030-03-13T12:00:00Z' }, recipients: 2 };
      },
    });
    const to = (await screen.findByRole('combobox', { name: 'To' })) as HTMLSelectElement;
    await waitFor(() => expect(to.options).toHaveLength(3));
    expect(await violations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Quiz on Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to all students (2).')).toBeTruthy();

    await userEvent.selectOptions(to, 'Ada Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Well done');
    await userEvent.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('Message sent to Ada Lovelace.')).toBeTruthy();
    expect(sent).toEqual([
      { to: 'all', text: 'Quiz on Friday' },
      { to: '6d00000000000000000000a1', text: 'Well done' },
    ]);
  });

  it('is not there when the course disables messaging', async () => {
    const { container, api } = renderTiles(<MessageBox courseId={COURSE} />, { [`GET messages/${COURSE}/`]: inbox(true), [`GET messages/${COURSE}/recipients/`]: recipients });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(`messages/${COURSE}/`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(api.get).not.toHaveBeenCalledWith(`messages/${COURSE}/recipients/`);
  });
});
