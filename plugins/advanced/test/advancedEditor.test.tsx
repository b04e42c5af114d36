import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MAX_COMPONENTS_PER_TAB } from '../src/schemas/advancedConfig.ts';
import { tabsConfig } from './advancedFixture.ts';
import { childComponent, COURSE, fakeApi, idOf, LESSON, PAGE, renderEditor, TABS_ID, tabsComponent } from './advancedWebFixture.tsx';

const tabGroup = (name: RegExp) => screen.getByRole('group', { name });

describe('advanced editor: tabs', () => {
  it('edits a tab: name, description, thumbnail, colour and the locked flag', async () => {
    const { last } = renderEditor(tabsComponent(tabsConfig([])));
    const tab = tabGroup(/^Tab 1/);
    const name = within(tab).getByLabelText('Tab name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cells');
    await userEvent.type(within(tab).getByLabelText('Description'), 'Start here.');
    await userEvent.type(within(tab).getByLabelText('Thumbnail URL'), '/files/cell.png');
    await userEvent.type(within(tab).getByLabelText('Thumbnail alt text'), 'A cell');
    await userEvent.click(within(tab).getByLabelText('Colour'));
    await userEvent.click(within(tab).getByLabelText('Locked: hidden from students'));
    expect(last().tabs[0]).toEqual({
      buttonText: 'Cells',
      buttonType: 'regular',
      components: [],
      description: 'Start here.',
      thumbnailUrl: '/files/cell.png',
      altText: 'A cell',
      color: '#1a73e8',
      locked: true,
    });
    expect(within(tabGroup(/^Tab 1: Cells/)).getByLabelText('Colour of Tab 1: Cells')).toBeTruthy();
  });

  it('adds tabs and separators, reorders and removes them, and chooses the layout', async () => {
    const { last } = renderEditor(tabsComponent(tabsConfig([])));
    expect(screen.getByRole('button', { name: 'Remove Tab 1: Tab 1' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add separator' }));
    expect(last().tabs.map((tab) => `${tab.buttonType}:${tab.buttonText}`)).toEqual(['regular:Tab 1', 'regular:Tab 2', 'separator:Section']);
    // A separator has a name and nothing else.
    expect(within(tabGroup(/^Separator 3/)).queryByLabelText('Description')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move Separator 3: Section up' }));
    expect(last().tabs.map((tab) => tab.buttonText)).toEqual(['Tab 1', 'Section', 'Tab 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tab 1: Tab 1' }));
    expect(last().tabs.map((tab) => tab.buttonText)).toEqual(['Section', 'Tab 2']);
    await userEvent.selectOptions(within(tabGroup(/^Separator 1/)).getByLabelText('Kind'), 'regular');
    expect(last().tabs[0]!.buttonType).toBe('regular');
    await userEvent.click(screen.getByRole('radio', { name: 'Tabs on the left' }));
    expect(last().layout).toBe('left');
  });

  it("shows the server's messages at their fields", () => {
    const component = tabsComponent(tabsConfig([idOf(1), idOf(2)]), [childComponent(1), childComponent(2)]);
    renderEditor(component, {
      errors: {
        'tabs/0/buttonText': 'Please enter a tab name.',
        'tabs/0/components/1': 'You cannot nest advanced components',
        'tabs/0/components': 'Number of components has been reached.',
        layout: 'Place the tabs on top or on the left.',
        'tabs/0/sound': 'Unknown field "sound"',
      },
    });
    const name = screen.getByLabelText('Tab name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter a tab name.');
    const rows = within(screen.getByRole('list', { name: 'Components of Tab 1' })).getAllByRole('listitem');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe('You cannot nest advanced components');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Number of components has been reached.');
    expect(alerts).toContain('Place the tabs on top or on the left.');
    expect(alerts).toContain('Unknown field "sound"');
  });
});

describe('advanced editor: the components of a tab', () => {
  it('creates a new component of a chosen type on no page and adds it to the tab', async () => {
    const created = { ...childComponent(9, 'html'), title: '' };
    const api = fakeApi({ created });
    const { last } = renderEditor(tabsComponent(tabsConfig([])), { api });
    const adding = await screen.findByRole('group', { name: 'Add to Tab 1' });
    // Advanced components cannot be nested: not offered.
    expect(within(adding).getAllByRole('option').map((option) => option.textContent)).toEqual(['HTML']);
    await userEvent.click(within(adding).getByRole('button', { name: 'Add new' }));
    expect(api.post).toHaveBeenCalledWith(`components/${COURSE}/${LESSON}/${PAGE}/new/`, { type: 'html', slot: null });
    expect(last().tabs[0]!.components).toEqual([idOf(9)]);
    const row = within(screen.getByRole('list', { name: 'Components of Tab 1' })).getByRole('listitem');
    expect(row.textContent).toContain('Untitled html');
    // Not saved yet: its own editor cannot find it through the container.
    expect(within(row).getByText('Save to edit it')).toBeTruthy();
  });

  it('keeps what the author did while a new component was being created (a tab added and named)', async () => {
    let answer!: (component: unknown) => void;
    const api = fakeApi();
    api.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { last } = renderEditor(tabsComponent(tabsConfig([])), { api });
    const adding = await screen.findByRole('group', { name: 'Add to Tab 1' });
    await userEvent.click(within(adding).getByRole('button', { name: 'Add new' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const second = within(tabGroup(/^Tab 2/)).getByLabelText('Tab name');
    await userEvent.clear(second);
    await userEvent.type(second, 'Details');
    answer({ ...childComponent(9, 'html'), title: '' });
    await screen.findByText('Untitled html');
    expect(last().tabs.map((tab) => [tab.buttonText, tab.components])).toEqual([
      ['Tab 1', [idOf(9)]],
      ['Details', []],
    ]);
  });

  it('adds one from the library, refusing what part 2 §5 refuses', async () => {
    const library = [
      { _id: idOf(5), title: 'Glossary', component_type: 'html' },
      { _id: idOf(6), title: 'Other tabs', component_type: 'advanced' },
      { _id: idOf(1), title: 'Child 1', component_type: 'html' },
    ];
    const component = tabsComponent(tabsConfig([idOf(1)], []), [childComponent(1)]);
    const { last } = renderEditor(component, { api: fakeApi({ library }) });
    const second = await screen.findByRole('group', { name: 'Add to Tab 2' });
    const choose = async (title: string) => {
      await userEvent.selectOptions(within(second).getByLabelText('From your library'), within(second).getByRole('option', { name: title }));
      await userEvent.click(within(second).getByRole('button', { name: 'Add' }));
    };
    await choose('Child 1 (html)');
    expect(within(second).getByRole('alert').textContent).toBe('This component is already on a tab.');
    await choose('Other tabs (advanced)');
    expect(within(second).getByRole('alert').textContent).toBe('You cannot nest advanced components');
    await choose('Glossary (html)');
    expect(within(second).queryByRole('alert')).toBeNull();
    expect(last().tabs[1]!.components).toEqual([idOf(5)]);
  });

  it(`refuses a component past ${MAX_COMPONENTS_PER_TAB} on a tab`, async () => {
    const full = tabsConfig(Array.from({ length: MAX_COMPONENTS_PER_TAB }, (_, n) => (n + 1000).toString(16).padStart(24, '0')));
    const api = fakeApi({ created: childComponent(9) });
    renderEditor(tabsComponent(tabsConfig([])), { api, value: full });
    const adding = await screen.findByRole('group', { name: 'Add to Tab 1' }, { timeout: 20_000 });
    await userEvent.click(within(adding).getByRole('button', { name: 'Add new' }));
    expect(within(adding).getByRole('alert').textContent).toBe('Number of components has been reached.');
    expect(api.post).not.toHaveBeenCalled();
    // Rendering a tab of 2,000 components takes seconds in jsdom on a busy machine.
  }, 30_000);

  it('reorders, takes off, and links each saved component to its editor with the advanced object', async () => {
    const navigate = vi.fn();
    const component = tabsComponent(tabsConfig([], [idOf(1), idOf(2)]), [childComponent(1), childComponent(2)]);
    const { last } = renderEditor(component, { navigate });
    const list = () => screen.getByRole('list', { name: 'Components of Tab 2' });
    const edit = within(list()).getByRole('link', { name: 'Edit Child 2' });
    const path = `/${COURSE}/${LESSON}/${PAGE}/${idOf(2)}/edit?advanced=${TABS_ID}&tab=1&index=1`;
    expect(edit.getAttribute('href')).toBe(path);
    await userEvent.click(edit);
    expect(navigate).toHaveBeenCalledWith(path);
    await userEvent.click(within(list()).getByRole('button', { name: 'Move Child 2 up' }));
    expect(last().tabs[1]!.components).toEqual([idOf(2), idOf(1)]);
    await userEvent.click(within(list()).getByRole('button', { name: 'Take Child 1 off the tab' }));
    expect(last().tabs[1]!.components).toEqual([idOf(2)]);
  });
});
