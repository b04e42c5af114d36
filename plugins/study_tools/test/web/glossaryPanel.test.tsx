import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, PAGE_TEXT_ATTRIBUTE } from '@lms/sdk/web';
import GlossaryPanel from '../../src/web/glossary/GlossaryPanel.tsx';
import GlossaryMarks from '../../src/web/glossary/GlossaryMarks.tsx';
import { DEFINITION_REQUIRED, TERM_TAKEN, type Glossary, type GlossaryTerm } from '../../src/calls/glossaryCalls.ts';
import { COURSE, LESSON, PAGE, renderWithShell, violations } from './studyToolsFixture.tsx';

const GLOSSARY = `study-tools/glossary/${COURSE}/`;
const CELL: GlossaryTerm = { _id: '6d00000000000000000000f1', term: 'cell', definition: 'The smallest unit of life.' };

describe('the glossary panel', () => {
  it('shows a student the terms, read-only', async () => {
    const { container } = renderWithShell(<GlossaryPanel />, { [`GET ${GLOSSARY}`]: (): Glossary => ({ enabled: true, can_edit: false, terms: [CELL] }) });
    const list = await screen.findByRole('list', { name: 'Glossary terms' });
    expect(within(list).getByText('cell')).toBeTruthy();
    expect(within(list).getByText('The smallest unit of life.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Add a term')).toBeNull();
    expect(await violations(container)).toEqual([]);
  });

  it('says the glossary is off to a student of a course without it', async () => {
    renderWithShell(<GlossaryPanel />, { [`GET ${GLOSSARY}`]: (): Glossary => ({ enabled: false, can_edit: false, terms: [] }) });
    expect(await screen.findByText('The glossary is not enabled in this course.')).toBeTruthy();
  });

  it('lets an instructor add, change and remove terms, with the rule’s and the server’s messages', async () => {
    let terms: GlossaryTerm[] = [CELL];
    const user = userEvent.setup();
    const { container } = renderWithShell(<GlossaryPanel />, {
      [`GET ${GLOSSARY}`]: (): Glossary => ({ enabled: false, can_edit: true, terms }),
      [`POST ${GLOSSARY}`]: (body) => {
        const entry = body as { term: string; definition: string };
        if (entry.term.toLowerCase() === 'cell') throw new ApiError(422, 'validation', 'Invalid', [{ field: 'term', message: TERM_TAKEN }]);
        const added = { _id: '6d00000000000000000000f2', ...entry };
        terms = [...terms, added];
        return added;
      },
      [`PUT ${GLOSSARY}${CELL._id}/`]: (body) => {
        const changed = { _id: CELL._id, ...(body as { term: string; definition: string }) };
        terms = terms.map((term) => (term._id === CELL._id ? changed : term));
        return changed;
      },
      [`DELETE ${GLOSSARY}${CELL._id}/`]: () => {
        terms = terms.filter((term) => term._id !== CELL._id);
        return undefined;
      },
    });
    expect(await screen.findByText(/Students do not see this glossary until it is turned on/)).toBeTruthy();
    await user.click(screen.getByText('Add a term'));
    const form = screen.getByRole('form', { name: 'Add a term' });
    await user.type(within(form).getByRole('textbox', { name: 'Term' }), 'Cell');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(DEFINITION_REQUIRED)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Definition' }), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(TERM_TAKEN)).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Term' }));
    await user.type(within(form).getByRole('textbox', { name: 'Term' }), 'osmosis');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await screen.findByText('osmosis');
    expect((within(form).getByRole('textbox', { name: 'Term' }) as HTMLInputElement).value).toBe('');
    expect(await violations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change cell' }));
    const edit = screen.getByRole('form', { name: 'Change cell' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Definition' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Definition' }), 'A unit of life.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A unit of life.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove cell' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this term?' });
    expect(await violations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('A unit of life.')).toBeNull());
    expect(screen.getByText('osmosis')).toBeTruthy();
  });
});

describe('the glossary marks on a page', () => {
  function pageRoot(html: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = `<article ${PAGE_TEXT_ATTRIBUTE}>${html}</article><div class="quiz"><p>cell</p></div>`;
    document.body.append(root);
    return root;
  }

  it('marks the terms in page text only, keeps marking text a View replaces, and unmarks on unmount', async () => {
    const root = pageRoot('<p>A cell and a <a href="/x">cell</a>.</p>');
    const { unmount, container } = renderWithShell(<GlossaryMarks root={root} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, {
      [`GET ${GLOSSARY}`]: (): Glossary => ({ enabled: true, can_edit: false, terms: [CELL] }),
    });
    await waitFor(() => expect(root.querySelectorAll('.study-tools-term')).toHaveLength(1));
    const word = root.querySelector<HTMLElement>('.study-tools-term__word')!;
    expect(document.getElementById(word.getAttribute('aria-describedby')!)!.textContent).toBe('The smallest unit of life.');
    expect(root.querySelector('.quiz .study-tools-term')).toBeNull();

    await act(async () => {
      root.querySelector('article')!.innerHTML = '<p>Each Cell divides.</p>';
    });
    await waitFor(() => expect(root.querySelector('.study-tools-term__word')?.textContent).toBe('Cell'));
    container.append(root);
    expect(await violations(container)).toEqual([]);
    unmount();
    expect(root.querySelector('article')!.innerHTML).toBe('<p>Each Cell divides.</p>');
  });

  it('marks nothing while the course has the glossary off', async () => {
    const root = pageRoot('<p>A cell.</p>');
    renderWithShell(<GlossaryMarks root={root} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, {
      [`GET ${GLOSSARY}`]: (): Glossary => ({ enabled: false, can_edit: true, terms: [CELL] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('.study-tools-term')).toBeNull();
  });
});
