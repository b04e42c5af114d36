import { describe, expect, it } from 'vitest';
import { richTextKeeps } from '@lms/sdk/web/richText';

/** Markup the editor writes differently, with nothing lost. */
const KEPT = {
  'nothing': '',
  'an empty paragraph': '<p></p>',
  'loose text': 'Cells divide',
  'list items without paragraphs, laid out with whitespace': '<ul>\n  <li>One</li>\n  <li>Two<ol start="3"><li>Three</li></ol></li>\n</ul>',
  'formatting nested the other way round': '<p><strong><a href="/x">bold link</a></strong></p>',
  '<b> and <i>': '<p><b>bold</b> and <i>italic</i></p>',
  'default attributes': '<ol start="1"><li>x</li></ol><table><tr><td colspan="1">x</td></tr></table>',
  'empty table cells': '<table><tr><td></td><th></th></tr></table>',
  'styles spelled differently': '<p style="text-align:center;">x</p>',
  'spaces around a line break': '<p>a <br> b</p>',
  'a preformatted block without <code>': '<pre>a\n  b</pre>',
};

/** Markup the editor would lose something of. */
const UNKEPT = {
  'a description list': '<dl><dt>a</dt><dd>b</dd></dl>',
  'a figure': '<figure><img src="/a.png" alt="a"><figcaption>b</figcaption></figure>',
  'an abbreviation': '<p><abbr title="t">a</abbr></p>',
  'keyboard input': '<p><kbd>a</kbd></p>',
  'a citation': '<p><cite>a</cite></p>',
  'a quotation': '<p><q>a</q></p>',
  'small print': '<p><small>a</small></p>',
  'a caption': '<table><caption>a</caption><tr><td>b</td></tr></table>',
  'columns': '<table><colgroup><col></colgroup><tr><td>b</td></tr></table>',
  'a span': '<p><span>a</span></p>',
  'a div': '<div>a</div>',
  'a link without href': '<p><a name="x">a</a></p>',
  'text both lowered and raised': '<p><sub><sup>a</sup></sub></p>',
  'justified table cells': '<table><tr><td style="text-align: justify">a</td></tr></table>',
  'an aligned list item': '<ul><li style="text-align: right">a</li></ul>',
  'a list item outside a list': '<li>a</li>',
  'a space the editor parses away': '<p><strong>a</strong>\n<em>b</em></p>',
  'an inline data image': '<p><img src="data:image/png;base64,AAAA" alt="a"></p>',
};

describe('the courseHtml profile', () => {
  it.each(Object.entries(KEPT))('keeps %s', (_, html) => expect(richTextKeeps(html, 'courseHtml')).toBe(true));
  it.each(Object.entries(UNKEPT))('cannot keep %s', (_, html) => expect(richTextKeeps(html, 'courseHtml')).toBe(false));
});

describe('the questionPrompt profile', () => {
  it.each([
    ['', true],
    ['<p>Which <strong>one</strong>? <em>Pick</em> <u>carefully</u><br>now</p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>', true],
    ['<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">see</a> <img src="https://example.org/a.png" alt="A cell"></p>', true],
    ['<p><a href="https://example.org">see</a> <img src="https://example.org/a.png" alt="A cell"></p><h2>Part 2</h2><pre><code>x = 1</code></pre>', true],
    ['<table><tr><td>1</td></tr></table>', false],
    ['<p style="text-align:center">centred</p>', false],
    ['<p><sub>2</sub></p>', false],
    ['<p><span>loose</span></p>', false],
    ['<figure><img src="x.png"><figcaption>c</figcaption></figure>', false],
  ])('%s: %s', (html, keeps) => {
    expect(richTextKeeps(html, 'questionPrompt')).toBe(keeps);
  });
});

describe('the post profiles', () => {
  it.each([
    ['<h3>Week 1</h3><p><strong>Hi</strong> <u>all</u>, see <a href="mailto:a@example.org">me</a> and <code>x</code></p><blockquote><p>q</p></blockquote>', true],
    ['<h2>Too big</h2>', false],
    ['<pre><code>block</code></pre>', false],
    ['<hr>', false],
    ['<p><s>struck</s></p>', false],
  ])('post: %s: %s', (html, keeps) => {
    expect(richTextKeeps(html, 'post')).toBe(keeps);
  });

  it('keeps images only with images allowed', () => {
    const image = '<p><img src="https://example.org/a.png" alt="a"></p>';
    expect(richTextKeeps(image, 'post')).toBe(false);
    expect(richTextKeeps(image, 'postWithImages')).toBe(true);
  });
});
