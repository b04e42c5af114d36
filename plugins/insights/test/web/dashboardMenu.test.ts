import { describe, expect, it } from 'vitest';
import insightsWeb from '../../src/web/index.tsx';

describe('the dashboard in the insights web plugin', () => {
  it("has the 'Dashboard' course-menu entry for professors and a screen for the dashboard and each modal route", () => {
    expect(insightsWeb.courseMenu).toContainEqual(expect.objectContaining({ route: 'dashboard', label: 'Dashboard', for: 'professor' }));
    const screens = insightsWeb.screens as Record<string, unknown>;
    for (const route of ['dashboard', 'dashboard.average', 'dashboard.engagement']) expect(screens[route]).toBeTruthy();
  });
});
