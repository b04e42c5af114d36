import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Form, useLmsForm } from '@lms/sdk/web';
import { EMPTY_CODE } from '../../src/web/code/accessCode.ts';
import { CodeBoxes } from '../../src/web/code/CodeBoxes.tsx';

/** The boxes hold the code in a kit form, as the access code form does. */
function HeldCode() {
  const form = useLmsForm({ defaultValues: { paymentCode: EMPTY_CODE }, warnUnsaved: false });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <CodeBoxes />
    </Form>
  );
}

function showBoxes() {
  render(<HeldCode />);
  return [1, 2, 3, 4].map((group) => screen.getByRole('textbox', { name: `Access code, group ${group} of 4` }) as HTMLInputElement);
}

const values = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value);

describe('the access code boxes (part 1 §5)', () => {
  it('are four labelled boxes of 4 in a group named Access code, with the allowed characters told', () => {
    const boxes = showBoxes();
    expect(screen.getByRole('group', { name: 'Access code' })).toBeTruthy();
    expect(boxes.every((box) => box.maxLength === 4)).toBe(true);
    expect(document.getElementById(boxes[0]!.getAttribute('aria-describedby')!)?.textContent).toBe('Four groups of 4 letters and digits (a code has no I, O or 0).');
  });

  it('upper-case what is typed and move the focus to the next box when one is full', async () => {
    const boxes = showBoxes();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('abcd');
    expect(boxes[0]!.value).toBe('ABCD');
    expect(document.activeElement).toBe(boxes[1]);
    await userEvent.keyboard('efghjkmnpqr7');
    expect(values(boxes)).toEqual(['ABCD', 'EFGH', 'JKMN', 'PQR7']);
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('drop the letters I and O, the digit 0 and anything else that is not a letter or digit', async () => {
    const boxes = showBoxes();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('i0o-A 1?b');
    expect(boxes[0]!.value).toBe('A1B');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('spread a pasted code over all four boxes, whatever box it is pasted in, cleaned the same way', async () => {
    const boxes = showBoxes();
    await userEvent.click(boxes[2]!);
    await userEvent.paste(' abcd-efgh-jkLm-npqr ');
    expect(values(boxes)).toEqual(['ABCD', 'EFGH', 'JKLM', 'NPQR']);
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('spread a shorter paste from the box it lands in, and put the focus where typing goes on', async () => {
    const boxes = showBoxes();
    await userEvent.click(boxes[1]!);
    await userEvent.paste('wxyz23');
    expect(values(boxes)).toEqual(['', 'WXYZ', '23', '']);
    expect(document.activeElement).toBe(boxes[2]);
  });

  it('go back to the previous box on Backspace in an empty one', async () => {
    const boxes = showBoxes();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('abcd');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(document.activeElement).toBe(boxes[0]);
    expect(boxes[0]!.value).toBe('ABC');
  });
});
