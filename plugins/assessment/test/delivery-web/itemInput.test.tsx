import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ItemInput } from '../../src/web/delivery/items/ItemInput.tsx';
import { CorrectAnswer } from '../../src/web/delivery/items/CorrectAnswer.tsx';
import type { ItemToAnswer, ItemWithAnswers } from '../../src/calls/deliveryCalls.ts';
import { SAMPLE_DEFINITIONS } from '../itemSamples.ts';
import { COURSE, fakeApi, ITEMS, renderWithApi } from './deliveryFixture.tsx';

/** An item answered in a page: the last response given, and the api for uploads. */
function answer(item: ItemToAnswer, { response, readOnly = false, upload }: { response?: unknown; readOnly?: boolean; upload?: (body?: unknown) => unknown } = {}) {
  const changes = vi.fn<(response: unknown) => void>();
  function Harness() {
    const [value, setValue] = useState<unknown>(response);
    return (
      <ItemInput
        item={item}
        response={value}
        readOnly={readOnly}
        courseId={COURSE}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  const api = fakeApi({}, upload);
  renderWithApi(<Harness />, api);
  return { last: () => changes.mock.calls.at(-1)?.[0], changes, api };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ItemInput: answering each type', () => {
  it('single choice: radios named by the prompt; the response is the choice id', async () => {
    const { last } = answer(ITEMS.single);
    const group = screen.getByRole('radiogroup', { name: 'Capital of France?' });
    await userEvent.click(within(group).getByLabelText('Paris'));
    expect(last()).toBe('b');
    expect(screen.getByLabelText('Paris')).toHaveProperty('checked', true);
  });

  it("multiple response: checkboxes; the response lists the chosen ids in the choices' order", async () => {
    const { last } = answer(ITEMS.multiple);
    await userEvent.click(screen.getByLabelText('5'));
    await userEvent.click(screen.getByLabelText('2'));
    expect(last()).toEqual(['a', 'c']);
    await userEvent.click(screen.getByLabelText('5'));
    expect(last()).toEqual(['a']);
  });

  it('true or false: the response is a boolean', async () => {
    const { last } = answer(ITEMS.truth);
    await userEvent.click(screen.getByLabelText('False'));
    expect(last()).toBe(false);
    await userEvent.click(screen.getByLabelText('True'));
    expect(last()).toBe(true);
  });

  it('short text and numeric: one line named by the prompt; a number is sent as typed', async () => {
    const short = answer(ITEMS.short);
    await userEvent.type(screen.getByRole('textbox', { name: 'Powerhouse of the cell?' }), 'Mitochondria');
    expect(short.last()).toBe('Mitochondria');
    const numeric = answer(ITEMS.numeric);
    const line = screen.getByRole('textbox', { name: 'g in m/s²?' });
    expect(line.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(line, '9,81');
    expect(numeric.last()).toBe('9,81');
  });

  it('fill in the blanks: an input per blank inside the text; the response is by blank id', async () => {
    const { last } = answer(ITEMS.blanks);
    const group = screen.getByRole('group', { name: 'Fill in.' });
    expect(group.textContent).toBe('Water boils at  and freezes at .');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Blank 1' }), '100');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Blank 2' }), '0');
    expect(last()).toEqual({ temp: '100', cold: '0' });
  });

  it('ordering: entries moved with buttons, or the order shown taken as it is', async () => {
    const moved = answer(ITEMS.ordering);
    expect(screen.getByRole('button', { name: 'Move up: Earth' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Earth' }));
    expect(moved.last()).toEqual(['m', 'e', 'v']);
    expect(screen.queryByRole('button', { name: 'Use this order' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Order the planets.' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Mercury', 'Earth', 'Venus']);
  });

  it('ordering: "Use this order" answers with the order shown', async () => {
    const { last } = answer(ITEMS.ordering);
    await userEvent.click(screen.getByRole('button', { name: 'Use this order' }));
    expect(last()).toEqual(['e', 'm', 'v']);
  });

  it('matching: a choice of the options per prompt; clearing one removes it', async () => {
    const { last } = answer(ITEMS.matching);
    await userEvent.selectOptions(screen.getByLabelText('France'), 'Paris');
    await userEvent.selectOptions(screen.getByLabelText('Italy'), 'Rome');
    expect(last()).toEqual({ fr: 'paris', it: 'rome' });
    await userEvent.selectOptions(screen.getByLabelText('France'), 'Choose…');
    expect(last()).toEqual({ it: 'rome' });
  });

  it('the essay types: plain text within the length, with a counter', async () => {
    const { last } = answer(ITEMS.essay);
    const area = screen.getByRole('textbox', { name: 'Explain.' });
    expect(area.getAttribute('maxlength')).toBe('20');
    await userEvent.type(area, 'Because.');
    expect(last()).toBe('Because.');
    expect(screen.getByText('8 of 20 characters')).toBeTruthy();
    answer(ITEMS.plain);
    answer(ITEMS.essay2);
    expect(screen.getByRole('textbox', { name: 'Describe.' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Argue.' }).tagName).toBe('TEXTAREA');
  });
});

describe('ItemInput: files and recordings', () => {
  const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/octet-stream' });

  it("refuses a file of another extension than the item's, and sends one of them through the course's file library", async () => {
    const upload = vi.fn(() => ({ data: { _id: 'm'.repeat(24) } }));
    const { last, api } = answer(ITEMS.file, { upload });
    const input = screen.getByLabelText('Choose a file to send');
    expect(input.getAttribute('accept')).toBe('.pdf,.docx');
    await userEvent.upload(input, file('essay.exe'), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe('File type not allowed.');
    expect(api.upload).not.toHaveBeenCalled();
    await userEvent.upload(input, file('essay.PDF'));
    expect(api.upload).toHaveBeenCalledWith(`submissions/${COURSE}/upload/`, expect.any(FormData));
    const form = api.upload.mock.calls[0]![1] as FormData;
    expect([...form.keys()]).toEqual(['name', 'file']);
    expect(last()).toBe('m'.repeat(24));
    expect(screen.getByRole('link', { name: 'Open the file sent' }).getAttribute('href')).toBe(`/server/media/${COURSE}/${'m'.repeat(24)}/answer`);
  });

  it("shows the library's refusal of a file", async () => {
    const { ApiError } = await import('@lms/sdk/web');
    answer(ITEMS.file, {
      upload: () => {
        throw new ApiError(422, 'invalid-mimetype', 'File type not allowed.', [{ field: 'file', message: 'File too large.' }]);
      },
    });
    await userEvent.upload(screen.getByLabelText('Choose a file to send'), file('big.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('File too large.');
  });

  it("shows 'Permission denied.' for 500 ms when the microphone is refused", async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) } });
    answer(ITEMS.audio);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record audio' })));
    expect(screen.getByRole('alert').textContent).toBe('Permission denied.');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Permission denied.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Permission denied.')).toBeNull();
  });

  it('records audio with MediaRecorder, stops at the longest length, and answers with the uploaded recording', async () => {
    const stopped = vi.fn();
    class FakeRecorder {
      static last: FakeRecorder;
      mimeType = 'audio/webm;codecs=opus';
      state = 'inactive';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor() {
        FakeRecorder.last = this;
      }
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['sound'], { type: this.mimeType }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const stream = { getTracks: () => [{ stop: stopped }] };
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
    const upload = vi.fn(() => ({ data: { _id: 'r'.repeat(24) } }));
    vi.useFakeTimers();
    const { last, api } = answer(ITEMS.audio, { upload });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record audio' })));
    expect(screen.getByText('Recording 0:00 of 0:03')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(stopped).toHaveBeenCalled();
    expect(api.upload).toHaveBeenCalledTimes(1);
    const form = api.upload.mock.calls[0]![1] as FormData;
    expect((form.get('file') as File).name).toBe('recording.webm');
    expect(last()).toBe('r'.repeat(24));
    expect(screen.getByLabelText('The recording sent').getAttribute('src')).toBe(`/server/media/${COURSE}/${'r'.repeat(24)}/answer`);
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
  });

  it('offers to send a recording as a file where the browser cannot record', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    answer(ITEMS.video);
    expect(screen.queryByRole('button', { name: 'Record a video' })).toBeNull();
    expect(screen.getByLabelText('Send a recording').getAttribute('accept')).toBe('.mp4,.mov,.m4v,.webm');
  });
});

describe('ItemInput: read-only (review, grading)', () => {
  it('shows each response without letting it change', async () => {
    const { changes } = answer(ITEMS.single, { response: 'a', readOnly: true });
    expect(screen.getByLabelText('Lyon')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Paris')).toHaveProperty('disabled', true);
    answer(ITEMS.short, { response: 'Nucleus', readOnly: true });
    const line = screen.getByRole('textbox', { name: 'Powerhouse of the cell?' });
    expect([line.getAttribute('readonly'), (line as HTMLInputElement).value]).toEqual(['', 'Nucleus']);
    await userEvent.type(line, 'x');
    expect(changes).not.toHaveBeenCalled();
  });

  it('says an ordering was not answered rather than show an order, and has no moves', () => {
    answer(ITEMS.ordering, { readOnly: true });
    expect(screen.getByText('Not answered.')).toBeTruthy();
    answer({ ...ITEMS.ordering, id: 'o2' }, { response: ['v', 'e', 'm'], readOnly: true });
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Order the planets.' }).textContent).toBe('VenusEarthMercury');
  });

  it('plays a recording and links a file, and says when nothing was sent', () => {
    answer(ITEMS.video, { response: 'v'.repeat(24), readOnly: true });
    expect(screen.getByLabelText('The recording sent').tagName).toBe('VIDEO');
    answer(ITEMS.file, { readOnly: true });
    expect(screen.getByText('No file was sent.')).toBeTruthy();
    expect(screen.queryByLabelText(/Choose a file/)).toBeNull();
  });

  it('takes an item with its right answers without showing them', () => {
    const withAnswers = { ...ITEMS.single, ...SAMPLE_DEFINITIONS.single_choice } as ItemWithAnswers;
    answer(withAnswers as ItemToAnswer, { response: 'a', readOnly: true });
    expect(screen.queryByText(/Right answer/)).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});

describe('ItemInput: the prompt', () => {
  it('shows the sanitised HTML prompt, or the title as text (never as markup) when there is none', () => {
    answer({ ...ITEMS.short, prompt: '<p>What is <em>this</em>?</p>' });
    expect(screen.getByText('this').tagName).toBe('EM');
    answer({ ...ITEMS.short, id: 'titled', prompt: '', title: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('textbox', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('CorrectAnswer', () => {
  const shown = (type: keyof typeof SAMPLE_DEFINITIONS) => {
    const { unmount, container } = renderWithApi(<CorrectAnswer item={{ id: type, points: 1, title: '', prompt: '', ...SAMPLE_DEFINITIONS[type] } as ItemWithAnswers} />, fakeApi({}));
    const text = container.textContent;
    unmount();
    return text;
  };

  it('spells the right answer of each automatically scored type', () => {
    expect(shown('single_choice')).toBe('Right answer: Paris');
    expect(shown('multiple_response')).toBe('Right answers:235');
    expect(shown('true_false')).toBe('Right answer: True');
    expect(shown('short_text')).toBe('Accepted answers: Mitochondria or the mitochondria');
    expect(shown('numeric')).toBe('Right answer: 9.81 ± 0.05');
    expect(shown('fill_blanks')).toBe('Right answers: Water boils at [100] degrees at sea level and freezes at [0 or zero].');
    expect(shown('ordering')).toBe('Right order:MercuryVenusEarth');
    expect(shown('matching')).toBe('Right matches:France: ParisItaly: Rome');
    expect(shown('longtext')).toBe('A person scores this Question.');
  });
});
