import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithApi } from '../delivery-web/deliveryFixture.tsx';
import { CorrectAnswer } from '../../src/web/delivery/items/CorrectAnswer.tsx';
import type { ItemWithAnswers } from '../../src/calls/deliveryCalls.ts';
import * as fixtures from './qtiRenderFixtures.ts';

const withAnswers = (content: object) => ({ id: 'q1', type: 'qti', points: 3, title: 'A QTI item', prompt: '', content }) as unknown as ItemWithAnswers;

describe("a QTI item's right answer in review", () => {
  it("shows the item read-only with the review's correct responses filled in", () => {
    renderWithApi(<CorrectAnswer item={withAnswers({ xml: fixtures.MULTIPLE_CHOICE, review_xml: fixtures.REVIEW_XML, outcomes: {}, correct_response: { RESPONSE: ['P2', 'P5'] } })} />, fakeApi({}));
    const answer = screen.getByRole('region', { name: 'Right answer' });
    expect(within(answer).getByLabelText('2')).toHaveProperty('checked', true);
    expect(within(answer).getByLabelText('4')).toHaveProperty('checked', false);
    expect(within(answer).getByLabelText('5')).toHaveProperty('checked', true);
    expect(answer.textContent).not.toContain('Partly right');
  });

  it("reads the correct response written in a stored item's declaration", () => {
    const stored = fixtures.item([{ id: 'CITY' }], '<p>Capital: <qti-inline-choice-interaction response-identifier="CITY" aria-label="City"><qti-inline-choice identifier="P">Paris</qti-inline-choice><qti-inline-choice identifier="L">Lyon</qti-inline-choice></qti-inline-choice-interaction></p>')
      .replace('<qti-response-declaration identifier="CITY" cardinality="single" base-type="identifier"/>', '<qti-response-declaration identifier="CITY" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>L</qti-value></qti-correct-response></qti-response-declaration>');
    renderWithApi(<CorrectAnswer item={withAnswers({ xml: stored, source_version: '3.0' })} />, fakeApi({}));
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('L');
  });

  it('says so when the item has no single right answer', () => {
    renderWithApi(<CorrectAnswer item={withAnswers({ xml: fixtures.EXTENDED, source_version: '3.0' })} />, fakeApi({}));
    expect(screen.getByText('This Question has no single right answer; its score follows its rules.')).toBeTruthy();
  });
});
