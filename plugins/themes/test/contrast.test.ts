import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_BUNDLE, DEFAULT_THEME } from '@lms/theme-kit';
import { contrastWarnings } from '../src/schemas/contrast.ts';
import { FIX_ERRORS_MESSAGE, themeFormErrors, themeFormProblems } from '../src/schemas/themeForm.ts';

describe('theme rules', () => {
  it('warns when text on a chosen colour is under 4.5:1', () => {
    expect(contrastWarnings(DEFAULT_THEME)).toEqual([]);
    const warnings = contrastWarnings({ ...DEFAULT_THEME, primary: '#777777', primary_text: '#888888' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Primary text on the primary colour: contrast 1\.\d\d:1 is below 4\.5:1\.$/);
  });

  it('finds the errors that block a save', () => {
    const { sso: _derived, ...settings } = DEFAULT_LABEL_BUNDLE;
    expect(themeFormErrors({ settings, theme: DEFAULT_THEME })).toEqual({});
    const errors = themeFormErrors({ settings: { ...settings, title: ' ', terms: 'ftp://x' }, theme: { ...DEFAULT_THEME, header_bg: '#12' } });
    expect(Object.keys(errors).sort()).toEqual(['header_bg', 'terms', 'title']);
    expect(FIX_ERRORS_MESSAGE).toBe('Please fix all errors before saving changes');
  });

  it('places each error at its field in the editor form (the body path)', () => {
    const { sso: _derived, ...settings } = DEFAULT_LABEL_BUNDLE;
    const problems = themeFormProblems({
      settings: { ...settings, title: '', logo: { ...settings.logo, url: 'ftp://x' } },
      theme: { ...DEFAULT_THEME, header_bg: '#12', advanced_horizontal_width: 'wide' },
    });
    expect(problems.map((p) => p.field).sort()).toEqual(['settings.logo.url', 'settings.title', 'theme.advanced_horizontal_width', 'theme.header_bg']);
    expect(problems.find((p) => p.field === 'theme.header_bg')?.message).toBe('A colour is # and 3 or 6 hex digits.');
  });
});
