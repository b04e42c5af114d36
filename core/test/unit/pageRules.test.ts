import { describe, expect, it } from 'vitest';
import { MAX_PAGE_CONTENTS, PAGE_FULL_MESSAGE, pageRuleViolation } from '../../src/content/pageRules.ts';

const board = { maxPerPage: { count: 1, message: 'Only one discussion board allowed on a page.' } };
const project = { wholePage: { message: 'Project must take entire page to load.' } };

describe('pageRuleViolation', () => {
  it('allows up to two contents', () => {
    expect(MAX_PAGE_CONTENTS).toBe(2);
    expect(pageRuleViolation([], 'text', undefined)).toBeNull();
    expect(pageRuleViolation([{ type: 'text', rules: undefined }], 'text', undefined)).toBeNull();
    expect(pageRuleViolation([{ type: 'text', rules: undefined }, { type: 'text', rules: undefined }], 'text', undefined)).toBe(PAGE_FULL_MESSAGE);
    expect(PAGE_FULL_MESSAGE).toBe('Cannot create a component. Page reached a limit of available components.');
  });

  it('applies a type-declared maximum per page', () => {
    expect(pageRuleViolation([{ type: 'board', rules: board }], 'board', board)).toBe('Only one discussion board allowed on a page.');
    expect(pageRuleViolation([{ type: 'text', rules: undefined }], 'board', board)).toBeNull();
  });

  it('keeps a whole-page type alone, in both directions', () => {
    expect(pageRuleViolation([{ type: 'text', rules: undefined }], 'project', project)).toBe('Project must take entire page to load.');
    expect(pageRuleViolation([{ type: 'project', rules: project }], 'text', undefined)).toBe('Project must take entire page to load.');
    expect(pageRuleViolation([], 'project', project)).toBeNull();
  });
});
