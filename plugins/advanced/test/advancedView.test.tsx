import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { tabsConfig } from './advancedFixture.ts';
import { childComponent, idOf, renderView, tabsComponent } from './advancedWebFixture.tsx';

const names = () => screen.getAllByRole('tab').map((tab) => tab.textContent!.trim());
const selected = () => screen.getByRole('tab', { selected: true });
const selectedName = () => selected().textContent!.trim();

/** Three tabs, a separator before the last: Intro (child 1, 2), Practice (child 3), — Extras —, Answers (child 4). */
function fourTabs(layout: 'top' | 'left' = 'top') {
  const config = {
    ...tabsConfig(
      { buttonText: 'Intro', components: [idOf(1), idOf(2)], description: 'Start here.' },
      { buttonText: 'Practice', components: [idOf(3)], thumbnailUrl: '/files/pen.png', altText: 'A pen', color: '#1a73e8' },
      { buttonText: 'Extras', buttonType: 'separator' },
      { buttonText: 'Answers', components: [idOf(4)] },
    ),
    layout,
  };
  return tabsComponent(config, [1, 2, 3, 4].map((n) => childComponent(n)));
}

describe('advanced view', () => {
  it('shows the tabs, the first chosen, its description and its components through the host', () => {
    renderView(fourTabs());
    const tablist = screen.getByRole('tablist', { name: 'Cells' });
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
    expect(names()).toEqual(['Intro', 'Practice', 'Answers']);
    expect(selectedName()).toBe('Intro');
    const panel = screen.getByRole('tabpanel', { name: 'Intro' });
    expect(within(panel).getByText('Start here.')).toBeTruthy();
    expect(within(panel).getAllByTestId('hosted').map((p) => p.textContent)).toEqual(['Child 1 (presentation)', 'Child 2 (presentation)']);
    expect(screen.getByRole('img', { name: 'A pen' }).getAttribute('src')).toBe('/files/pen.png');
  });

  it('moves between tabs with the arrow keys, skipping the separator and wrapping; Home and End (WAI-ARIA tabs)', async () => {
    renderView(fourTabs());
    await userEvent.click(screen.getByRole('tab', { name: 'Intro' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedName()).toBe('Practice');
    expect(document.activeElement).toBe(selected());
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedName()).toBe('Answers');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedName()).toBe('Intro');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedName()).toBe('Answers');
    await userEvent.keyboard('{Home}');
    expect(selectedName()).toBe('Intro');
    await userEvent.keyboard('{End}');
    expect(selectedName()).toBe('Answers');
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedName()).toBe('Answers');
    expect(within(screen.getByRole('tabpanel', { name: 'Answers' })).getByTestId('hosted').textContent).toBe('Child 4 (presentation)');
  });

  it('puts the tabs in a vertical column on the left, moved with the up and down arrows', async () => {
    const { container } = renderView(fourTabs('left'));
    expect(container.querySelector('.lms-advanced--left')).not.toBeNull();
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    await userEvent.click(screen.getByRole('tab', { name: 'Intro' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedName()).toBe('Intro');
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedName()).toBe('Practice');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selectedName()).toBe('Answers');
  });

  it('shows a separator as a divider, not a tab, that describes the tabs after it', () => {
    renderView(fourTabs());
    const divider = screen.getByText('Extras');
    expect(divider.getAttribute('aria-hidden')).toBe('true');
    expect(divider.getAttribute('role')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Answers' }).getAttribute('aria-describedby')).toBe(divider.id);
    expect(screen.getByRole('tab', { name: 'Intro' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('hides locked tabs from students and marks them for professors (part 1 §4)', async () => {
    const component = tabsComponent(tabsConfig({ buttonText: 'Open', components: [idOf(1)] }, { buttonText: 'Key', components: [idOf(2)], locked: true }), [childComponent(1), childComponent(2)]);
    const forStudent = renderView(component, { mode: 'presentation' });
    expect(names()).toEqual(['Open']);
    expect(screen.queryByText('Child 2 (presentation)')).toBeNull();
    forStudent.unmount();

    renderView(component, { mode: 'presentation', professorView: true });
    expect(names()).toEqual(['Open', 'Key Locked']);
    await userEvent.click(screen.getByRole('tab', { name: 'Key Locked' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Locked: students do not see this tab.')).toBeTruthy();
    expect(within(panel).getByTestId('hosted').textContent).toBe('Child 2 (presentation)');
  });

  it('keeps a visited panel mounted when another tab is chosen', async () => {
    renderView(fourTabs());
    await userEvent.click(screen.getByRole('tab', { name: 'A pen Practice' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Answers' }));
    expect(screen.getAllByTestId('hosted').map((p) => p.textContent)).toEqual([
      'Child 1 (presentation)',
      'Child 2 (presentation)',
      'Child 3 (presentation)',
      'Child 4 (presentation)',
    ]);
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.id)).toEqual([screen.getByRole('tab', { name: 'Answers' }).getAttribute('aria-controls')]);
  });

  it('says a tab is empty in edit mode only, and shows nothing without tabs to show', () => {
    renderView(tabsComponent(tabsConfig([])), { mode: 'edit' });
    expect(screen.getByText('This tab has no components yet.')).toBeTruthy();
    const { container } = renderView(tabsComponent(tabsConfig({ locked: true })), { mode: 'presentation' });
    expect(container.innerHTML).toBe('');
  });
});
