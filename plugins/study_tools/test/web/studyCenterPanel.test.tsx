import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import StudyCenterPanel from '../../src/web/studycenter/StudyCenterPanel.tsx';
import { NOT_IN_COURSE_CONTEXT, STUDY_CENTER_OFF, type StudyCenter, type StudyCenterItem } from '../../src/calls/studyCenterCalls.ts';
import { useStudyCenterBadge, useStudyCenterShown } from '../../src/web/studycenter/studyCenterData.ts';
import { COURSE, LESSON, PAGE, renderWithShell, violations } from './studyToolsFixture.tsx';

const item = (id: string, title: string, source = 'assessment'): StudyCenterItem => ({
  _id: id,
  source,
  title,
  link: `/${COURSE}/${LESSON}/${PAGE}`,
  due_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  moved_at: null,
});

/** A fake server keeping the buckets, moving items as the real one does. */
function server(red: StudyCenterItem[], green: StudyCenterItem[] = [], blue: StudyCenterItem[] = []) {
  const buckets = { red, green, blue };
  const answer = (): StudyCenter => ({ red_bucket: buckets.red, green_bucket: buckets.green, blue_bucket: buckets.blue, badge: buckets.red.length, error: null });
  const routes = {
    [`GET studycenter/${COURSE}`]: answer,
    ...Object.fromEntries(
      [...red, ...green, ...blue].flatMap((entry) =>
        (['green', 'blue'] as const).map((target) => [
          `GET studycenter/move_bucket/${COURSE}/${entry._id}/${target}`,
          () => {
            for (const key of ['red', 'green', 'blue'] as const) buckets[key] = buckets[key].filter((candidate) => candidate._id !== entry._id);
            buckets[target] = [...buckets[target], entry];
            return { item: entry, bucket: target };
          },
        ]),
      ),
    ),
  };
  return routes;
}

function Badge() {
  return <output aria-label="Badge">{useStudyCenterBadge() ?? 'none'}</output>;
}

function Shown() {
  return <output aria-label="Icon shown">{String(useStudyCenterShown())}</output>;
}

describe('the study center panel', () => {
  it('shows the three buckets with links to each item, and moves an item out of red; the badge follows', async () => {
    const user = userEvent.setup();
    const { container } = renderWithShell(
      <>
        <Badge />
        <Shown />
        <StudyCenterPanel courseId={COURSE} />
      </>,
      server([item('i1', 'Osmosis question'), item('i2', 'Front of a card', 'flashcards')], [], [item('i3', 'Later one')]),
    );
    const red = await screen.findByRole('list', { name: 'To revisit' });
    expect(within(red).getByRole('link', { name: 'Osmosis question' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    expect(within(red).getByText('Flashcard')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Later' })).getByRole('link', { name: 'Later one' })).toBeTruthy();
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'To revisit (2)' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Badge' }).textContent).toBe('2');
    expect(screen.getByRole('status', { name: 'Icon shown' }).textContent).toBe('true');
    expect(await violations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Got it: Osmosis question' }));
    const green = await screen.findByRole('list', { name: 'Got it' });
    expect(within(green).getByRole('link', { name: 'Osmosis question' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Badge' }).textContent).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Later: Front of a card' }));
    expect(await screen.findByText('Nothing to revisit right now.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Later' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Later one', 'Front of a card']);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Badge' }).textContent).toBe('0'));
    expect(await violations(container)).toEqual([]);
  });

  it("says 'not in the correct course context' without a course, without calling the server", () => {
    const { api } = renderWithShell(<StudyCenterPanel courseId={null} />, {}, { place: {} });
    expect(screen.getByRole('alert').textContent).toBe(NOT_IN_COURSE_CONTEXT);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('says the study center is off in a course with noStudyCenter, and leaves its header icon out', async () => {
    renderWithShell(
      <>
        <Shown />
        <StudyCenterPanel courseId={COURSE} />
      </>,
      { [`GET studycenter/${COURSE}`]: () => ({ red_bucket: [], green_bucket: [], blue_bucket: [], badge: 0, error: STUDY_CENTER_OFF }) },
    );
    expect(await screen.findByText(STUDY_CENTER_OFF)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status', { name: 'Icon shown' }).textContent).toBe('false');
  });
});
