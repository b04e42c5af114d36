import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_THEME, DEFAULT_LABEL_BUNDLE, themeToCssVariables, withContrast } from '../src/index.ts';

describe('theme', () => {
  it('keeps the spec default colours', () => {
    expect(DEFAULT_THEME.primary).toBe('#55bab7');
    expect(DEFAULT_THEME.secondary).toBe('#e81e75');
    expect(DEFAULT_LABEL_BUNDLE.flags).toEqual({ program_management_redesign: false, migrate_submissions: false });
  });

  it('makes text colours reach WCAG AA contrast whatever the palette', () => {
    const vars = themeToCssVariables(DEFAULT_THEME);
    expect(contrastRatio(DEFAULT_THEME.primary, '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(vars['--lms-primary-strong']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Strong text also sits on the soft tint (hovered and selected controls).
    for (const primary of [DEFAULT_THEME.primary, '#ffff00', '#1e88e5', '#7b1fa2']) {
      const palette = themeToCssVariables({ ...DEFAULT_THEME, primary });
      expect(contrastRatio(palette['--lms-primary-strong']!, palette['--lms-primary-soft']!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars['--lms-secondary-strong']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--lms-primary-text']!, DEFAULT_THEME.primary)).toBeGreaterThanOrEqual(4.5);
    const garish = themeToCssVariables({ ...DEFAULT_THEME, primary: '#ffff00', primary_text: '#ffffff', header_link_color: '#eeeeee' });
    expect(contrastRatio(garish['--lms-primary-text']!, '#ffff00')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(garish['--lms-header-link']!, DEFAULT_THEME.header_bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that already contrast alone', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
  });
});
