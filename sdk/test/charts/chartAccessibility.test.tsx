import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { BarChart, DonutChart, GaugeChart } from '../../src/web/index.ts';
import { prepareChartEnvironment, resetChartEnvironment } from '../../src/testing/web.ts';

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none: the series colours' contrast is theme-kit's test). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`);
}

beforeEach(() => prepareChartEnvironment());
afterEach(resetChartEnvironment);

describe('charts and axe', () => {
  it('finds nothing in drawn charts, with their tables hidden and shown', async () => {
    const { container } = render(
      <main>
        <BarChart title="Picked" rows={[{ choice: 'Paris (right answer)', picked: 2 }, { choice: 'Nice', picked: 1 }]} category="choice" categoryLabel="Choice" series={[{ key: 'picked', label: 'Picked' }]} orientation="bars" highlight={(row) => row.choice.startsWith('Paris')} />
        <DonutChart title="Grades" slices={[{ label: 'A', value: 2 }, { label: 'B', value: 1 }]} sliceLabel="Grade" valueLabel="Students" centerText="3" />
        <GaugeChart title="Progress" value={3} max={4} valueLabel="Pages viewed" />
      </main>,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('svg.recharts-surface')).toHaveLength(3), { timeout: 10_000 });
    expect(await violations(container)).toEqual([]);
    for (const toggle of screen.getAllByRole('button', { name: 'Show the data as a table' })) await userEvent.click(toggle);
    expect(await violations(container)).toEqual([]);
  }, 30_000);
});
