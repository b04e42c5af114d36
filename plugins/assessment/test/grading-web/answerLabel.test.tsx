import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ItemInput } from '../../src/web/delivery/items/ItemInput.tsx';
import { itemNamingAnswer } from '../../src/web/grading/answerLabel.ts';
import { ESSAY_ITEM } from './gradingFixture.tsx';

describe('itemNamingAnswer', () => {
  it("names a student's answer with their name, as text even when the name looks like HTML", () => {
    const name = 'Eve <img src=x onerror="alert(1)"> & co';
    const { container } = render(<ItemInput item={itemNamingAnswer(ESSAY_ITEM, name)} response="My essay" onChange={() => undefined} readOnly />);
    expect(screen.getByRole('textbox', { name: `Answer of ${name}` })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('Explain osmosis.')).toBeNull();
  });
});
