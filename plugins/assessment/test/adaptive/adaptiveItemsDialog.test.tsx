import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fakeApiClient, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import { ApiError, LmsWebContext, type LmsWebServices } from '@lms/sdk/web';
import axe from 'axe-core';
import type { PageAdaptiveItems } from '../../src/calls/adaptiveCalls.ts';
import { AdaptiveItemsSection } from '../../src/web/adaptive/AdaptiveItemsSection.tsx';
import { withChoice } from '../../src/web/adaptive/adaptiveSelection.ts';

const COURSE = '6b0000000000000000000001';
const PAGE = '6b0000000000000000000a01';
const X = 'a'.repeat(24);
const Y = 'b'.repeat(24);
const PATH = `assessment/page_adaptive_items/${COURSE}/${PAGE}`;

const answer = (overrides: Partial<PageAdaptiveItems> = {}): PageAdaptiveItems => ({
  adaptive_enabled: true,
  data: [X],
  assessments: [
    {
      id: 'c'.repeat(24),
      title: 'Quiz 1',
      items: [
        { id: X, reference: 'CELL-1', title: 'Membranes' },
        { id: Y, reference: 'CELL-2', title: '' },
      ],
    },
  ],
  ...overrides,
});

function renderSection(read: PageAdaptiveItems, save: FakeApiHandler) {
  const api = fakeApiClient({ [`GET ${PATH}`]: () => read, [`PUT ${PATH}`]: save });
  const services: LmsWebServices = { api, notify: vi.fn(), user: null, mode: 'edit' };
  render(
    <LmsWebContext.Provider value={services}>
      <TestQueryCache>
        <AdaptiveItemsSection courseId={COURSE} pageId={PAGE} />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return api;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: "Edit the page's adaptive item list" }));
  return screen.getByRole('dialog', { name: 'Adaptive item list' });
}

afterEach(cleanup);

describe("the page's adaptive item list in the assessment editor", () => {
  it('says how many Questions the list holds and opens the dialog with them checked', async () => {
    renderSection(answer(), () => ({ data: [] }));
    expect(await screen.findByText('This page adapts over 1 Question.')).toBeTruthy();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('group', { name: 'Quiz 1' })).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'CELL-1: Membranes' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'CELL-2' }) as HTMLInputElement).checked).toBe(false);
  });

  it("saves the chosen Questions in the order chosen and says 'Adaptive Item List updated.'", async () => {
    const api = renderSection(answer(), (body) => ({ data: (body as { data: string[] }).data }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CELL-2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(await within(dialog).findByText('Adaptive Item List updated.')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Adaptive Item List updated.');
    expect(api.put).toHaveBeenCalledWith(PATH, { data: [X, Y] });
  });

  it("shows the server's error when the save is refused", async () => {
    renderSection(answer(), () => {
      throw new ApiError(409, 'adaptive-disabled', 'Adaptive learning is off in this course. Turn on Adaptive learning in the course settings first.');
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Adaptive learning is off in this course. Turn on Adaptive learning in the course settings first.');
  });

  it("shows 'Unknown error.' when the failure carries no message", async () => {
    renderSection(answer(), () => {
      throw new ApiError(0, 'network', '');
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unknown error.');
  });

  it('is usable with assistive technology (WCAG 2.1 A and AA rules that need no layout)', async () => {
    renderSection(answer(), () => ({ data: [] }));
    const dialog = await openDialog();
    const results = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows nothing in a course with adaptive learning off', async () => {
    const api = renderSection(answer({ adaptive_enabled: false, data: [] }), () => ({ data: [] }));
    await vi.waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: "Edit the page's adaptive item list" })).toBeNull();
  });

  it('adds a checked Question at the end and takes an unchecked one out', () => {
    expect(withChoice([X], Y, true)).toEqual([X, Y]);
    expect(withChoice([X, Y], X, false)).toEqual([Y]);
    expect(withChoice([X, Y], X, true)).toEqual([Y, X]);
  });
});
