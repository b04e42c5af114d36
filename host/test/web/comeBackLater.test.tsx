import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatLaterDate } from '../../web/src/screens/comebacklater/laterDate.ts';
import { COURSE_ID, STUDENT } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';

afterEach(resetBrowserState);

describe('come back later', () => {
  it("names the course and its start date in the user's locale, with a way back to the list", async () => {
    renderApp({
      path: `/comebacklater/${COURSE_ID}/2027-03-01`,
      user: STUDENT,
      routes: { [`GET /server/get_title/${COURSE_ID}`]: { body: { _id: COURSE_ID, title: 'Demo Course' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Come back later' })).toBeTruthy();
    expect(await screen.findByText(`Demo Course starts on ${formatLaterDate('2027-03-01')}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Courses' }).getAttribute('href')).toBe('/list');
  });

  it('reads a bare date as that calendar day in any locale', () => {
    expect(formatLaterDate('2027-03-01', 'en-US')).toBe('March 1, 2027');
    expect(formatLaterDate('2027-03-01', 'de-DE')).toBe('1. März 2027');
    expect(formatLaterDate('not a date', 'en-US')).toBeUndefined();
  });

  it('says the course has not started when the date is unreadable', async () => {
    renderApp({ path: `/comebacklater/${COURSE_ID}/someday`, user: STUDENT, routes: { [`GET /server/get_title/${COURSE_ID}`]: { body: { _id: COURSE_ID, title: 'Demo Course' } } } });
    expect(await screen.findByText('Demo Course has not started yet.')).toBeTruthy();
  });
});
