import { vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { componentFixture } from '@lms/sdk/testing/web';
import HtmlEditor from '../src/web/HtmlEditor.tsx';
import type { HtmlConfig } from '../src/schemas/htmlConfig.ts';

export function renderEditor(html: string, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(value: HtmlConfig) => void>();
  const props = { component: componentFixture('html', { html }), value: { html }, onChange, errors, courseId: 'course-1' };
  const view = render(<HtmlEditor {...props} />);
  // Hidden while the source is edited, but there all the same.
  const textbox = screen.getByRole('textbox', { name: 'HTML content', hidden: true });
  const lastHtml = () => onChange.mock.lastCall?.[0].html;
  return { ...view, props, onChange, textbox, lastHtml };
}

/** Selects the whole document with the keyboard (jsdom has no layout, so ProseMirror cannot map a click to a position). */
export async function selectAll(textbox: HTMLElement) {
  const user = userEvent.setup();
  act(() => textbox.focus());
  await user.keyboard('{Control>}a{/Control}');
  return user;
}
