import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DonutChart, GaugeChart, Histogram } from '../../src/web/index.ts';
import { prepareChartEnvironment, resetChartEnvironment } from '../../src/testing/web.ts';

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => prepareChartEnvironment());
afterEach(resetChartEnvironment);

describe('DonutChart', () => {
  const GRADES = [
    { label: 'A', value: 6 },
    { label: 'B', value: 3 },
    { label: 'C', value: 1 },
  ];

  it('tables each slice with its value and its share of the whole', () => {
    render(<DonutChart title="Grades" slices={GRADES} sliceLabel="Grade" valueLabel="Students" centerText="10 students" />);
    expect(cellsOf(screen.getByRole('table', { name: 'Grades' }))).toEqual([
      ['Grade', 'Students', 'Share'],
      ['A', '6', '60%'],
      ['B', '3', '30%'],
      ['C', '1', '10%'],
    ]);
    expect(screen.getByRole('img', { name: 'Donut chart: Grades, 3 slices. The table that follows lists the data.' })).toBeTruthy();
  });

  it('draws a slice per value, each in its own theme colour', async () => {
    render(<DonutChart title="Grades" slices={GRADES} sliceLabel="Grade" valueLabel="Students" />);
    const picture = screen.getByRole('img');
    await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-pie-sector path').length).toBe(3), { timeout: 10_000 });
    const fills = [...picture.querySelectorAll('.recharts-pie-sector path')].map((slice) => slice.getAttribute('fill')?.slice(0, 17));
    expect(fills).toEqual(['var(--lms-chart-1', 'var(--lms-chart-2', 'var(--lms-chart-3']);
  }, 20_000);

  it('gives empty data a share of 0% rather than a division by zero', () => {
    render(<DonutChart title="Grades" slices={[{ label: 'A', value: 0 }]} sliceLabel="Grade" valueLabel="Students" />);
    expect(cellsOf(screen.getByRole('table'))[1]).toEqual(['A', '0', '0%']);
  });
});

describe('GaugeChart', () => {
  it('says the value and its maximum in the table and in the picture’s name', async () => {
    render(<GaugeChart title="Course progress" value={7} max={12} valueLabel="Pages viewed" />);
    expect(cellsOf(screen.getByRole('table', { name: 'Course progress' }))).toEqual([
      ['Measure', 'Value', 'Maximum'],
      ['Pages viewed', '7', '12'],
    ]);
    const picture = screen.getByRole('img', { name: 'Gauge: Course progress, Pages viewed 7 of 12.' });
    await vi.waitFor(() => expect(picture.querySelector('.recharts-label')?.textContent).toBe('7'), { timeout: 10_000 });
  }, 20_000);
});

describe('Histogram', () => {
  it('tables each bin as a range with its count', () => {
    render(<Histogram title="Scores" values={[12, 35, 38, 71, 90, 100]} domain={[0, 100]} bins={4} valueLabel="Score" countLabel="Students" />);
    expect(cellsOf(screen.getByRole('table', { name: 'Scores' }))).toEqual([
      ['Score', 'Students'],
      ['0–25', '1'],
      ['25–50', '2'],
      ['50–75', '1'],
      ['75–100', '2'],
    ]);
    expect(screen.getByRole('img', { name: 'Histogram: Scores, 4 bins. The table that follows lists the data.' })).toBeTruthy();
  });

  it('draws a column per non-empty bin', async () => {
    render(<Histogram title="Scores" values={[12, 35, 38, 90]} domain={[0, 100]} bins={4} valueLabel="Score" countLabel="Students" />);
    const picture = screen.getByRole('img');
    await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-bar-rectangle path').length).toBe(3), { timeout: 10_000 });
  }, 20_000);
});
