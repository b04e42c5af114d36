import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerQti } from './qtiHarness.tsx';
import { CHOICE, COMPOSITE, END_ATTEMPT, EXTENDED, HOTTEXT, MULTIPLE_CHOICE, SLIDER } from './qtiRenderFixtures.ts';

describe('QTI choice and text interactions', () => {
  it('choice: radios named by the prompt, MathML and image choices kept; the response is the identifier', async () => {
    const { last } = answerQti(CHOICE);
    const group = screen.getByRole('radiogroup', { name: 'Which is ten to the minus seven?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(group.querySelector('math msup')).not.toBeNull();
    expect(within(group).getByRole('img', { name: 'A seven' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: '10 to the minus 7' })).toBeTruthy();
    // Keyboard: Tab to the group, arrows move the choice (the browser's radio group), Space picks.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(last()).toEqual({ RESPONSE: 'A' });
    await userEvent.click(within(group).getByLabelText('Seventy'));
    expect(last()).toEqual({ RESPONSE: 'C' });
  });

  it('multiple choice: checkboxes; past max-choices the rest are disabled; the response is an array', async () => {
    const { last } = answerQti(MULTIPLE_CHOICE);
    const group = screen.getByRole('group', { name: 'Pick two primes.' });
    await userEvent.click(within(group).getByLabelText('5'));
    await userEvent.click(within(group).getByLabelText('2'));
    expect(last()).toEqual({ RESPONSE: ['P2', 'P5'] });
    expect(within(group).getByLabelText('4')).toHaveProperty('disabled', true);
    await userEvent.click(within(group).getByLabelText('5'));
    expect(last()).toEqual({ RESPONSE: ['P2'] });
  });

  it('several interactions of mixed kinds: an inline choice, a text blank and a numeric blank each answer their own identifier', async () => {
    const { last } = answerQti(COMPOSITE);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Paris');
    await userEvent.type(screen.getByRole('textbox', { name: 'River' }), 'Seine');
    const number = screen.getByRole('textbox', { name: 'Millions' });
    expect(number.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(number, '2,1');
    expect(last()).toEqual({ CITY: 'P', WORD: 'Seine', NUM: '2.1' });
  });

  it('blanks the item does not name are "Blank N" in the order of the item', async () => {
    const { last } = answerQti(COMPOSITE.replace(' aria-label="City"', '').replace(' aria-label="Millions"', ''));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Blank 1' }), 'Lyon');
    await userEvent.type(screen.getByRole('textbox', { name: 'Blank 3' }), '2');
    expect(last()).toEqual({ CITY: 'L', NUM: '2' });
  });

  it('extended text: a text area named by the prompt', async () => {
    const { last } = answerQti(EXTENDED);
    await userEvent.type(screen.getByRole('textbox', { name: 'Explain why.' }), 'Because');
    expect(last()).toEqual({ RESPONSE: 'Because' });
  });

  it('hottext: toggle buttons inside the text, chosen by keyboard; the response lists the hottexts', async () => {
    const { last } = answerQti(HOTTEXT);
    const group = screen.getByRole('group', { name: 'Select the verbs.' });
    expect(group.textContent).toContain('The cat sat on the mat and slept.');
    within(group).getByRole('button', { name: 'sat' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(group).getByRole('button', { name: 'slept' }));
    expect(last()).toEqual({ RESPONSE: ['V1', 'V2'] });
    expect(within(group).getByRole('button', { name: 'sat' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'mat' })).toHaveProperty('disabled', true);
  });

  it('slider: a range moved with the arrow keys; the value is announced and sent as an integer', async () => {
    const { last } = answerQti(SLIDER);
    const slider = screen.getByRole('slider', { name: 'How sure are you?' });
    expect(screen.getByText('Not set yet')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '7' } });
    expect(last()).toEqual({ RESPONSE: '7' });
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('end attempt: a button whose response becomes "true"', async () => {
    const { last } = answerQti(END_ATTEMPT);
    await userEvent.click(screen.getByRole('button', { name: 'Show a hint' }));
    expect(last()).toEqual({ HINT: 'true' });
  });

  it('read-only: the response shows and nothing can change it', () => {
    answerQti(MULTIPLE_CHOICE, { response: { RESPONSE: ['P5'] }, readOnly: true });
    expect(screen.getByLabelText('5')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('2')).toHaveProperty('disabled', true);
  });
});
