import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { inlineCheckAvailable } from '../../src/web/delivery/inlineCheck.ts';
import { isAnswered } from '../../src/web/delivery/items/isAnswered.ts';
import { templateParts } from '../../src/web/delivery/items/FillBlanksInput.tsx';
import { recordingExtension } from '../../src/web/delivery/items/answerFiles.ts';
import { ITEMS, NOW } from './deliveryFixture.tsx';

describe('isAnswered', () => {
  it('reads each type: a choice, a boolean, some text, every blank and every prompt, a file', () => {
    expect([isAnswered(ITEMS.single, 'a'), isAnswered(ITEMS.single, undefined), isAnswered(ITEMS.single, '')]).toEqual([true, false, false]);
    expect([isAnswered(ITEMS.truth, false), isAnswered(ITEMS.truth, 'false')]).toEqual([true, false]);
    expect([isAnswered(ITEMS.multiple, ['a']), isAnswered(ITEMS.multiple, [])]).toEqual([true, false]);
    expect([isAnswered(ITEMS.short, '  '), isAnswered(ITEMS.numeric, '9,81')]).toEqual([false, true]);
    expect([isAnswered(ITEMS.blanks, { temp: '100' }), isAnswered(ITEMS.blanks, { temp: '100', cold: '0' })]).toEqual([false, true]);
    expect([isAnswered(ITEMS.matching, { fr: 'paris' }), isAnswered(ITEMS.matching, { fr: 'paris', it: 'rome' })]).toEqual([false, true]);
    expect([isAnswered(ITEMS.ordering, ['m', 'v', 'e']), isAnswered(ITEMS.file, 'm'.repeat(24)), isAnswered(ITEMS.audio, null)]).toEqual([true, true, false]);
  });
});

describe('inlineCheckAvailable', () => {
  const now = Date.parse(NOW);
  it('shows the check answer button immediately, after a past due date, and never otherwise during an attempt', () => {
    const config = DEFAULT_ASSESSMENT_CONFIG;
    expect(inlineCheckAvailable({ ...config, inline_check: 'immediately' }, now)).toBe(true);
    expect(inlineCheckAvailable({ ...config, inline_check: 'never' }, now)).toBe(false);
    expect(inlineCheckAvailable({ ...config, inline_check: 'after_due_date', due_date: new Date(now + 1000).toISOString() }, now)).toBe(false);
    expect(inlineCheckAvailable({ ...config, inline_check: 'after_due_date', due_date: new Date(now).toISOString() }, now)).toBe(true);
    expect(inlineCheckAvailable({ ...config, inline_check: 'after_max_attempts' }, now)).toBe(false);
  });
});

describe('templateParts and recordingExtension', () => {
  it('splits a template at its blanks', () => {
    expect(templateParts('A {{x}} b {{y}}.')).toEqual([{ text: 'A ', blank: 'x' }, { text: ' b ', blank: 'y' }, { text: '.' }]);
    expect(templateParts('none')).toEqual([{ text: 'none' }]);
  });

  it("names a recording after the recorder's media type", () => {
    expect([recordingExtension('audio/webm;codecs=opus', 'audio'), recordingExtension('audio/ogg', 'audio'), recordingExtension('audio/mp4', 'audio'), recordingExtension('video/mp4', 'video'), recordingExtension('', 'video')]).toEqual(['webm', 'ogg', 'm4a', 'mp4', 'webm']);
  });
});
