import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { chartSeriesColors, DEFAULT_THEME } from '@lms/theme-kit';
import { BarChart, LineChart } from '../../src/web/index.ts';
import { prepareChartEnvironment, resetChartEnvironment } from '../../src/testing/web.ts';

interface Week {
  week: string;
  submitted: number;
  late: number;
}

const WEEKS: Week[] = [
  { week: 'Week 1', submitted: 30, late: 2 },
  { week: 'Week 2', submitted: 27.5, late: 5 },
  { week: 'Week 3', submitted: 1200, late: 0 },
];
const SERIES = [
  { key: 'submitted', label: 'Submitted' },
  { key: 'late', label: 'Late' },
] as const;

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => prepareChartEnvironment());
afterEach(resetChartEnvironment);

describe('BarChart', () => {
  it('gives screen readers the same data as a table, captioned with the title, values formatted as the chart shows them', () => {
    render(<BarChart title="Assignments per week" rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    const table = screen.getByRole('table', { name: 'Assignments per week' });
    expect(cellsOf(table)).toEqual([
      ['Week', 'Submitted', 'Late'],
      ['Week 1', '30', '2'],
      ['Week 2', '27.5', '5'],
      ['Week 3', '1,200', '0'],
    ]);
    expect(screen.getByRole('figure', { name: 'Assignments per week' })).toBeTruthy();
  });

  it('names the picture with a summary, or the one the author gives', () => {
    const { rerender } = render(<BarChart title="Assignments per week" rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    expect(screen.getByRole('img', { name: 'Bar chart: Assignments per week, 3 categories. The table that follows lists the data.' })).toBeTruthy();
    rerender(<BarChart title="Assignments per week" summary="Submissions grew each week." rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    expect(screen.getByRole('img', { name: 'Submissions grew each week.' })).toBeTruthy();
  });

  it('keeps the table out of sight until its button is pressed', async () => {
    render(<BarChart title="Picked" rows={WEEKS} category="week" categoryLabel="Week" series={[SERIES[0]]} formatValue={(value) => `${value} of 40`} />);
    const wrapper = screen.getByRole('table').parentElement!;
    const toggle = screen.getByRole('button', { name: 'Show the data as a table' });
    expect(wrapper.className).toContain('lms-visually-hidden');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(wrapper.id);
    await userEvent.click(toggle);
    expect(wrapper.className).not.toContain('lms-visually-hidden');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(cellsOf(screen.getByRole('table'))[1]).toEqual(['Week 1', '30 of 40']);
  });

  it('draws one bar per value in the theme colours once Recharts has loaded, inside the named picture', async () => {
    const { container } = render(<BarChart title="Assignments per week" rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    const picture = screen.getByRole('img');
    // Week 3's late count is 0: no bar.
    await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-bar-rectangle path').length).toBe(5), { timeout: 10_000 });
    const [first, second] = chartSeriesColors(DEFAULT_THEME);
    expect([...picture.querySelectorAll('.recharts-bar-rectangle path')].map((bar) => bar.getAttribute('fill'))).toEqual([
      ...Array<string>(3).fill(`var(--lms-chart-1, ${first})`),
      ...Array<string>(2).fill(`var(--lms-chart-2, ${second})`),
    ]);
    // The SVG is not in the tab order: the table is the keyboard's and screen reader's way in.
    expect(container.querySelector('svg')?.getAttribute('tabindex')).not.toBe('0');
  }, 20_000);

  it('names the series in the legend in their order, in the text colour (series colours reach only 3:1)', async () => {
    render(<BarChart title="Assignments per week" rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    const picture = screen.getByRole('img');
    await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-legend-item-text')).toHaveLength(2), { timeout: 10_000 });
    const names = [...picture.querySelectorAll('.recharts-legend-item-text')];
    expect(names.map((name) => name.textContent)).toEqual(['Submitted', 'Late']);
    expect(names.map((name) => (name.firstElementChild as HTMLElement | null)?.style.color)).toEqual(['var(--lms-text, #1d2a2a)', 'var(--lms-text, #1d2a2a)']);
  }, 20_000);

  it('draws a highlighted bar of a one-series chart in the second colour', async () => {
    render(<BarChart title="Picked" rows={WEEKS} category="week" categoryLabel="Week" series={[SERIES[0]]} highlight={(row) => row.week === 'Week 2'} />);
    const picture = screen.getByRole('img');
    await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-bar-rectangle path').length).toBe(3), { timeout: 10_000 });
    const fills = [...picture.querySelectorAll('.recharts-bar-rectangle path')].map((bar) => bar.getAttribute('fill') ?? '');
    expect(fills.map((fill) => fill.slice(0, 17))).toEqual(['var(--lms-chart-1', 'var(--lms-chart-2', 'var(--lms-chart-1']);
  }, 20_000);
});

describe('LineChart', () => {
  it('tables each point of each series, and draws a line per series', async () => {
    render(<LineChart title="Average score" rows={WEEKS} category="week" categoryLabel="Week" series={SERIES} />);
    expect(cellsOf(screen.getByRole('table', { name: 'Average score' }))[2]).toEqual(['Week 2', '27.5', '5']);
    expect(screen.getByRole('img', { name: 'Line chart: Average score, 3 points. The table that follows lists the data.' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('img').querySelectorAll('.recharts-line-curve').length).toBe(2), { timeout: 10_000 });
  }, 20_000);
});
