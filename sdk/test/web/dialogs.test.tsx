import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ConfirmDialog, Modal } from '@lms/sdk/web';

/** A page with an opener and something behind the dialog that listens for Escape too. */
function Page({ onPageEscape = () => {} }: { onPageEscape?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && onPageEscape()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      {open && (
        <Modal
          title="Rename the page"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button">Save</button>
            </>
          }
        >
          <label>
            Title <input />
          </label>
        </Modal>
      )}
    </div>
  );
}

async function openDialog(onPageEscape?: () => void) {
  render(<Page onPageEscape={onPageEscape} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Rename the page' });
}

describe('Modal', () => {
  it('is a native modal dialog labelled by its title, the page behind inert', async () => {
    const dialog = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('link', { name: 'Behind' }).closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('moves the focus to its first action and keeps it inside', async () => {
    const dialog = await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, which never reaches the page behind, and gives the focus back to the opener', async () => {
    const pageEscape = vi.fn();
    await openDialog(pageEscape);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageEscape).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('link', { name: 'Behind' }).closest('[inert]')).toBeNull();
  });

  it('lets its owner keep it open on Escape', async () => {
    render(
      <Modal title="Saving" onClose={() => {}}>
        <p>Please wait.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Saving' }) as HTMLDialogElement;
    expect(document.activeElement).toBe(dialog);
    await userEvent.keyboard('{Escape}');
    expect(dialog.open).toBe(true);
  });

  it('passes axe', async () => {
    const dialog = await openDialog();
    const results = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(props: { busy?: boolean } = {}) {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog title="Delete this Question?" confirmLabel="Delete" danger busyLabel="Deleting…" onConfirm={onConfirm} onCancel={onCancel} {...props}>
        <p>It cannot be undone.</p>
      </ConfirmDialog>,
    );
    return { onConfirm, onCancel };
  }

  it('is an alertdialog named by its title and described by its question, the focus on Cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this Question?' });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByRole('alertdialog', { description: 'It cannot be undone.' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('answers with the button chosen, and Escape cancels', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while busy, says so and neither button nor Escape answers', async () => {
    const { onConfirm, onCancel } = renderConfirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
