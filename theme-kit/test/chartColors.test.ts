import { describe, expect, it } from 'vitest';
import { chartSeriesColors, contrastRatio, DEFAULT_THEME, GRAPHIC_CONTRAST, themeToCssVariables } from '../src/index.ts';

describe('chart colours', () => {
  it("start from the theme's primary and secondary, so a white-labelled theme recolours charts", () => {
    const publisher = { ...DEFAULT_THEME, primary: '#1e3a8a', secondary: '#b45309' };
    expect(chartSeriesColors(publisher).slice(0, 2)).toEqual(['#1e3a8a', '#b45309']);
    const vars = themeToCssVariables(publisher);
    expect(vars['--lms-chart-1']).toBe('#1e3a8a');
    expect(vars['--lms-chart-2']).toBe('#b45309');
    expect(vars['--lms-chart-6']).toBeDefined();
  });

  it('reach 3:1 on white whatever the palette (the default teal does not by itself)', () => {
    expect(contrastRatio(DEFAULT_THEME.primary, '#ffffff')).toBeLessThan(GRAPHIC_CONTRAST);
    for (const [primary, secondary] of [
      [DEFAULT_THEME.primary, DEFAULT_THEME.secondary],
      ['#ffff00', '#eeeeee'],
      ['#a5f3fc', '#fde68a'],
    ] as const) {
      const colors = chartSeriesColors({ ...DEFAULT_THEME, primary, secondary });
      expect(colors).toHaveLength(6);
      for (const color of colors) expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
    }
  });

  it('gives each series its own colour', () => {
    const colors = chartSeriesColors(DEFAULT_THEME);
    expect(new Set(colors).size).toBe(colors.length);
  });
});
