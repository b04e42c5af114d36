import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerQti } from './qtiHarness.tsx';
import { GRAPHIC_ASSOCIATE, GRAPHIC_GAP_MATCH, GRAPHIC_ORDER, HOTSPOT, POSITION_OBJECT, SELECT_POINT } from './qtiRenderFixtures.ts';

describe('QTI graphic interactions, each with a keyboard path', () => {
  it('hotspot: a focusable button over the image per hotspot, named by its label (else its number), placed by its shape', async () => {
    const { last } = answerQti(HOTSPOT);
    const group = screen.getByRole('group', { name: 'Mark the towns by the sea.' });
    expect(within(group).getByRole('img', { name: 'A map of three towns' })).toBeTruthy();
    const ayr = within(group).getByRole('button', { name: 'Ayr' });
    // circle 20,20,10 on a 200 × 100 image: from (10,10) to (30,30).
    expect(ayr.style.left).toBe('5%');
    expect(ayr.style.top).toBe('10%');
    expect(ayr.style.width).toBe('10%');
    expect(ayr.style.height).toBe('20%');
    await userEvent.tab();
    expect(document.activeElement).toBe(ayr);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(last()).toEqual({ RESPONSE: ['A', 'B'] });
    expect(ayr.getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Area 3' })).toHaveProperty('disabled', true);
  });

  it('select point: arrow keys move a cross whose coordinates are announced, Enter places the point "x y" in image pixels', async () => {
    const { last } = answerQti(SELECT_POINT);
    const area = screen.getByRole('application', { name: 'Where is the capital?' });
    area.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    // 200 px wide: a step is 2 px, a Shift step 20 px; the cross starts at the centre (100, 50).
    expect(screen.getByText('104, 70')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(last()).toEqual({ RESPONSE: '104 70' });
    expect(screen.getByText('Point placed at 104, 70.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Points placed' })).getByText(/Point 1: 104, 70/)).toBeTruthy();
    await userEvent.keyboard('{Delete}');
    expect(last()).toEqual({ RESPONSE: null });
  });

  it('graphic order: the hotspots ordered with move buttons beside the image; numbers marked on it', async () => {
    const { last, view } = answerQti(GRAPHIC_ORDER);
    await userEvent.click(screen.getByRole('button', { name: 'Move Brill up' }));
    expect(last()).toEqual({ RESPONSE: ['B', 'A'] });
    const marks = Array.from(view.container.querySelectorAll('.lms-qti-hotspot--mark')).map((mark) => mark.textContent);
    expect(marks).toEqual(['2', '1']);
  });

  it('graphic associate: pairs of hotspots with two selects; pairs "A B"', async () => {
    const { last } = answerQti(GRAPHIC_ASSOCIATE);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 1, first' }), 'Ayr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pair 1, second' }), 'Brill');
    expect(last()).toEqual({ RESPONSE: ['A B'] });
  });

  it('graphic gap match: the pictures listed, a select per hotspot; pairs "picture hotspot"', async () => {
    const { last } = answerQti(GRAPHIC_GAP_MATCH);
    const listed = within(screen.getByRole('list', { name: 'Choices to place' }));
    expect(listed.getAllByRole('img').map((picture) => picture.getAttribute('alt'))).toEqual(['Label Ayr', 'Label Brill']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'West town' }), 'Label Ayr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'East town' }), 'Label Brill');
    expect(last()).toEqual({ RESPONSE: ['L1 A', 'L2 B'] });
  });

  it('position object: the object placed on the stage by keyboard; the response is its point', async () => {
    const { last } = answerQti(POSITION_OBJECT);
    const area = screen.getByRole('application', { name: 'Place The lamp on A room' });
    area.focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(last()).toEqual({ RESPONSE: '98 50' });
    expect(area.querySelector('img.lms-qti-points__object')?.getAttribute('src')).toBe('lamp.png');
  });
});
