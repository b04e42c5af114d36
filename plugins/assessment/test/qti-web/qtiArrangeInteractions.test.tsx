import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerQti } from './qtiHarness.tsx';
import { ASSOCIATE, GAP_MATCH, MATCH, ORDER } from './qtiRenderFixtures.ts';

describe('QTI interactions that drag elsewhere, here without dragging', () => {
  it('order: move buttons reorder the list, each move announced; the response is the ordered identifiers', async () => {
    const { last } = answerQti(ORDER);
    const list = screen.getByRole('list', { name: 'Order from the Sun.' });
    expect(within(list).getAllByRole('listitem').map((entry) => entry.textContent?.replace(/[↑↓]/g, ''))).toEqual(['Earth', 'Mercury', 'Venus']);
    screen.getByRole('button', { name: 'Move Mercury up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(last()).toEqual({ RESPONSE: ['M', 'E', 'V'] });
    expect(screen.getByText('Mercury moved to position 1 of 3.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move Earth down' }));
    expect(last()).toEqual({ RESPONSE: ['M', 'V', 'E'] });
  });

  it('order: "Keep this order" answers with the order shown', async () => {
    const { last } = answerQti(ORDER);
    await userEvent.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(last()).toEqual({ RESPONSE: ['E', 'M', 'V'] });
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();
  });

  it('match, one-to-many: a checkbox per pair; a category takes several, a source its match-max only', async () => {
    const { last } = answerQti(MATCH);
    const group = screen.getByRole('group', { name: 'Sort the animals.' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Cat with Mammal' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Dog with Mammal' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Eagle with Bird' }));
    expect(last()).toEqual({ RESPONSE: ['cat mammal', 'dog mammal', 'eagle bird'] });
    expect(within(group).getByRole('checkbox', { name: 'Cat with Bird' })).toHaveProperty('disabled', true);
  });

  it('associate: pairs chosen with two selects each; the response pairs "A B"', async () => {
    const { last } = answerQti(ASSOCIATE);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 1, first' }), 'Hot');
    expect(last()).toEqual({ RESPONSE: [] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 1, second' }), 'Cold');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 2, first' }), 'Up');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 2, second' }), 'Down');
    expect(last()).toEqual({ RESPONSE: ['hot cold', 'up down'] });
  });

  it('gap match: a select in each gap inside the text; a choice used up is disabled in the other gap; pairs "choice gap"', async () => {
    const { last } = answerQti(GAP_MATCH);
    expect(within(screen.getByRole('list', { name: 'Choices to place' })).getAllByRole('listitem').map((choice) => choice.textContent)).toEqual(['winter', 'summer']);
    const first = screen.getByRole('combobox', { name: 'First gap' });
    await userEvent.selectOptions(first, 'winter');
    const second = screen.getByRole('combobox', { name: 'Second gap' });
    expect(within(second).getByRole('option', { name: 'winter' })).toHaveProperty('disabled', true);
    await userEvent.selectOptions(second, 'summer');
    expect(last()).toEqual({ RESPONSE: ['winter G1', 'summer G2'] });
    await userEvent.selectOptions(first, '—');
    expect(last()).toEqual({ RESPONSE: ['summer G2'] });
  });

  it('gap match: gaps the item does not name are "Gap N"', async () => {
    const { last } = answerQti(GAP_MATCH.replace(' title="First gap"', '').replace(' title="Second gap"', ''));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gap 2' }), 'winter');
    expect(last()).toEqual({ RESPONSE: ['winter G2'] });
  });
});
