import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { prepareChartEnvironment, resetChartEnvironment } from '@lms/sdk/testing/web';
import { SummaryTiles } from '../../../src/web/tiles/SummaryTiles.tsx';
import { COURSE, renderTiles, tileRoutes } from './tilesFixture.tsx';

// A phone 390 px wide: the charts draw their bars in it.
beforeAll(() => prepareChartEnvironment(390));
afterAll(() => resetChartEnvironment());

describe('the tiles charts at 390 px', () => {
  it('draws the submissions histogram and the popular pages bars', async () => {
    renderTiles(<SummaryTiles courseId={COURSE} />, tileRoutes());
    await userEvent.click(await screen.findByRole('button', { name: /^Submissions/ }));
    const submissions = await screen.findByRole('dialog', { name: 'Submissions' });
    await vi.waitFor(() => expect(submissions.querySelectorAll('.recharts-bar-rectangle path').length).toBe(1), { timeout: 10_000 });
    await userEvent.click(within(submissions).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: /^Minutes per student/ }));
    const popular = await screen.findByRole('dialog', { name: 'Popular pages' });
    await vi.waitFor(() => expect(popular.querySelectorAll('.recharts-bar-rectangle path').length).toBe(1), { timeout: 10_000 });
  });
});
