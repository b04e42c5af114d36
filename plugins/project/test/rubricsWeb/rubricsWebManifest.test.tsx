import { describe, expect, it } from 'vitest';
import webPlugin from '../../src/web/index.tsx';

describe("the project plugin's web manifest: the rubrics room's lines", () => {
  it('shows the rubrics manager at both of its addresses, from the course menu for professors, and the project Editor', () => {
    expect(webPlugin.screens?.rubrics_manager).toBeTruthy();
    expect(webPlugin.screens?.['program.rubrics_manager']).toBe(webPlugin.screens?.rubrics_manager);
    expect(webPlugin.courseMenu).toContainEqual({ route: 'rubrics_manager', label: 'Rubrics', for: 'manager', order: 67 });
    expect(webPlugin.components?.project?.Editor).toBeTruthy();
  });
});
