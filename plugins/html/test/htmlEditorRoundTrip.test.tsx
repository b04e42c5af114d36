import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { htmlShape } from './htmlShape.ts';
import { renderEditor } from './renderHtmlEditor.tsx';
import { stubLayoutForProseMirror } from '@lms/sdk/testing/web';

stubLayoutForProseMirror();

/** Content the visual editor holds; each must come back with every element, attribute and piece of text. */
const CORPUS = {
  'an image with alt, size and title': '<p>See <img src="https://example.org/cell.png" alt="A plant cell" width="320" height="200" title="Cell"> here.</p>',
  'a relative image with empty alt': '<p><img src="/media/divider.png" alt=""></p>',
  'a table with head, body and colspan': `
    <table>
      <thead><tr><th scope="col">Organelle</th><th scope="col">Role</th></tr></thead>
      <tbody>
        <tr><td>Nucleus</td><td>Holds <strong>DNA</strong></td></tr>
        <tr><td colspan="2" style="text-align: center">Both</td></tr>
      </tbody>
    </table>`,
  'a table with a footer and header cells in the body': '<table><tbody><tr><th>Total</th><td>3</td></tr></tbody><tfoot><tr><td>Sum</td><td>3</td></tr></tfoot></table>',
  'text-align on paragraphs and headings': '<h2 style="text-align: center">Cells</h2><p style="text-align: right">Right</p><p style="text-align: justify">Justified</p>',
  'subscript, superscript and highlight': '<p>H<sub>2</sub>O, E = mc<sup>2</sup> and <mark>this</mark>.</p>',
  'links': '<p><a href="https://example.org" title="Example">Example</a>, <a href="/notes" target="_blank" rel="noopener noreferrer">notes</a> and <a href="mailto:dana@example.org">mail</a></p>',
  'inline formatting': '<p><a href="/x"><strong>bold link</strong></a> <strong><em>both</em></strong> <u>u</u> <s>s</s> <code>c</code><br>next line</p>',
  'lists': '<ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul><ol start="3"><li>Three</li></ol><ol type="a"><li>a</li></ol>',
  'headings': '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  'a blockquote and a rule': '<blockquote><p>Quoted</p><p>Twice</p></blockquote><hr><p>After</p>',
  'a code block': '<pre><code>if (a &lt; b) {\n  swap(a, b);\n}</code></pre>',
};

/** Reads back what the editor reports for its content: an edit, undone, reports the content as loaded. */
async function reportedAfterLoading(html: string) {
  const { textbox, lastHtml } = renderEditor(html);
  expect(screen.queryByRole('textbox', { name: 'HTML source' }), 'opens in the visual editor').toBeNull();
  const user = userEvent.setup();
  act(() => textbox.focus());
  await user.keyboard('x');
  expect(lastHtml()).toContain('x');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  return lastHtml() ?? '';
}

describe('HtmlEditor round trip', () => {
  it.each(Object.entries(CORPUS))('keeps %s', async (_, html) => {
    const reported = await reportedAfterLoading(html);
    expect(htmlShape(reported)).toEqual(htmlShape(html));
  });

  it('puts the rows of an inserted table in a head and a body', async () => {
    const { textbox, lastHtml } = renderEditor('<p>Cells</p>');
    act(() => textbox.focus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert table' }));
    const table = htmlShape(lastHtml() ?? '').find((shape) => typeof shape === 'object' && shape.tag === 'TABLE');
    expect(typeof table === 'object' && table.children.map((section) => typeof section === 'object' && [section.tag, section.children.length])).toEqual([
      ['THEAD', 1],
      ['TBODY', 2],
    ]);
  });
});
