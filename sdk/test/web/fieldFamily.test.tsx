import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { Button, buttonClass, CheckboxField, FileField, FormField, NumberField, SelectField, TextAreaField } from '../../src/web/index.ts';

/** WCAG 2.1 A and AA rules that need no layout (jsdom computes none). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

function EveryField({ error }: { error?: string }) {
  const [text, setText] = useState('');
  const [score, setScore] = useState('3');
  const [notes, setNotes] = useState('');
  const [mode, setMode] = useState('open');
  const [published, setPublished] = useState(false);
  return (
    <form aria-label="Every field">
      <FormField label="Title" hint="Shown in the outline" value={text} onChange={setText} error={error} />
      <NumberField label="Score" value={score} onChange={setScore} />
      <TextAreaField label="Notes" value={notes} onChange={setNotes} />
      <SelectField
        label="Mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <CheckboxField label="Published" value={published} onChange={setPublished} />
      <FileField label="Subtitles" accept=".vtt" status="No file chosen" onFile={() => undefined} />
      <Button variant="primary" type="submit">
        Save
      </Button>
      <Button disabled>Delete</Button>
    </form>
  );
}

describe('the field family', () => {
  it('labels every control and ties its hint and error to it', () => {
    render(<EveryField error="Please enter a title" />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const described = (title.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Please enter a title', 'Shown in the outline']);
    expect(screen.getByRole('textbox', { name: 'Score' }).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Score' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toBeDefined();
    expect(screen.getByLabelText('Subtitles').getAttribute('type')).toBe('file');
  });

  it('puts a checkbox before its label, on one line, and gives a number box its own width', () => {
    render(<EveryField />);
    const box = screen.getByRole('checkbox', { name: 'Published' });
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    expect(box.parentElement?.className).toBe('lms-field-check');
    expect(screen.getByRole('textbox', { name: 'Score' }).className).toBe('lms-number-input');
    expect(screen.getByRole('textbox', { name: 'Score' }).getAttribute('inputmode')).toBe('decimal');
  });

  it('changes values through onChange', async () => {
    render(<EveryField />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Published' }).checked).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'closed');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mode' }).value).toBe('closed');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Score' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Score' }), '7');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Score' }).value).toBe('7');
  });

  it('gives each button variant its class, and a disabled button stays disabled', () => {
    render(<EveryField />);
    expect(screen.getByRole('button', { name: 'Save' }).className).toBe('lms-button lms-button--primary');
    const deleteButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(deleteButton.className).toBe('lms-button lms-button--secondary');
    expect(deleteButton.disabled).toBe(true);
    expect(deleteButton.getAttribute('type')).toBe('button');
  });

  it('gives a link that looks like a button the same classes as the Button', () => {
    render(
      <>
        <Button variant="danger" small block className="extra">
          Remove
        </Button>
        <a href="/list" className={buttonClass({ variant: 'danger', small: true, block: true }, 'extra')}>
          Courses
        </a>
      </>,
    );
    const expected = 'lms-button lms-button--danger lms-button--small lms-button--block extra';
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe(expected);
    expect(screen.getByRole('link', { name: 'Courses' }).className).toBe(expected);
    expect(buttonClass()).toBe('lms-button lms-button--secondary');
  });

  it('passes axe, with and without an error', async () => {
    const clean = render(<EveryField />);
    expect(await violations(clean.container)).toEqual([]);
    clean.unmount();
    const wrong = render(<EveryField error="Please enter a title" />);
    expect(await violations(wrong.container)).toEqual([]);
  });

  it('says which field is bound by name outside a form', () => {
    const quiet = () => undefined;
    const original = console.error;
    console.error = quiet;
    try {
      expect(() => render(<FormField name="title" label="Title" />)).toThrow('The field "title" is bound by name but has no <Form> around it');
    } finally {
      console.error = original;
    }
  });
});
