import { describe, expect, it } from 'vitest';
import { LINK_CHAPTER, LINK_FRAGMENT, renderChapter, type ChapterContext } from '../src/web/epub/renderChapter.ts';

const CHAPTERS = ['OEBPS/text/one.xhtml', 'OEBPS/text/two.xhtml'];
const IMAGES: Record<string, string> = { 'OEBPS/images/wave.png': 'blob:https://lms.test/wave' };

const context: ChapterContext = {
  path: 'OEBPS/text/one.xhtml',
  idPrefix: 'r1-',
  chapterOf: (path) => CHAPTERS.indexOf(path),
  imageUrl: (path) => IMAGES[path],
};

function xhtml(body: string, head = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>T</title>${head}</head><body>${body}</body></html>`;
}

function rendered(markup: string): HTMLDivElement {
  const holder = document.createElement('div');
  holder.append(renderChapter(markup, context));
  return holder;
}

describe('renderChapter', () => {
  it('keeps the structure and meaning of the text', () => {
    const holder = rendered(
      xhtml(`<section epub:type="chapter"><h1 class="title" style="color:red">One</h1><p>Some <em>very</em> <strong>bold</strong> text<br/>and <code>code</code>.</p>
<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote><p>Q</p></blockquote>
<table><caption>T</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table></section>`),
    );
    expect(holder.innerHTML).toBe(
      '<section><h1>One</h1><p>Some <em>very</em> <strong>bold</strong> text<br>and <code>code</code>.</p>\n<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote><p>Q</p></blockquote>\n' +
        '<table><caption>T</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table></section>',
    );
  });

  it('drops the book\'s styles, and reads an empty XHTML element as closed', () => {
    const holder = rendered(xhtml('<style>p { color: red }</style><p>A<a id="anchor"/></p><p>B</p>', '<link rel="stylesheet" href="../style.css"/><style>body{}</style>'));
    expect(holder.innerHTML).toBe('<p>A<a id="r1-anchor"></a></p><p>B</p>');
  });

  it('leaves no script, handler, frame, form or javascript: address', () => {
    const holder = rendered(
      xhtml(`<script>alert(1)</script><p onclick="alert(2)">Text</p><img src="../images/wave.png" onerror="alert(3)" alt="Wave"/>
<a href="javascript:alert(4)">bad link</a><a href="JaVaScRiPt:alert(5)">bad too</a><iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="q"/><button>Go</button></form><object data="x.swf"></object><embed src="x.swf"/>
<svg xmlns="http://www.w3.org/2000/svg"><script>alert(6)</script></svg><math xmlns="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink"><mi xlink:href="javascript:alert(7)">x</mi></math>
<a href="data:text/html,&lt;script&gt;alert(8)&lt;/script&gt;">data</a><p style="background:url(javascript:alert(9))">decorated</p>`),
    );
    const html = holder.innerHTML;
    expect(html).not.toMatch(/script|alert|onclick|onerror|iframe|form|input|button|object|embed|svg|math|style|data:/i);
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('blob:https://lms.test/wave');
    expect([...holder.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([null, null, null]);
    expect(holder.textContent).toContain('Text');
  });

  it('shows the book\'s images through their blob: addresses, and leaves the alt text of any other', () => {
    const holder = rendered(
      xhtml(`<p><img src="../images/wave.png" alt="A wave"/><img src="../images/wave.png"/><img src="https://tracker.example/pixel.png" alt="Remote"/><img src="../images/missing.png" alt="Lost"/></p>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="../images/wave.png"/></svg>`),
    );
    const images = [...holder.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['blob:https://lms.test/wave', 'A wave'],
      ['blob:https://lms.test/wave', ''],
      ['blob:https://lms.test/wave', ''],
    ]);
    expect(holder.textContent).toContain('RemoteLost');
  });

  it('prefixes ids, turns links into the book into reader moves, and opens links out of it in a new tab', () => {
    const holder = rendered(
      xhtml(`<h2 id="pull">Pull</h2><a href="two.xhtml#spring">spring</a><a href="#pull">here</a><a href="two.xhtml">two</a>
<a href="../style.css">style</a><a href="https://example.org/tides">tides</a><a href="mailto:author@example.org">mail</a>`),
    );
    expect(holder.querySelector('h2')?.id).toBe('r1-pull');
    const table = rendered(xhtml('<table><tr><th id="h1">H</th><th id="h2">I</th></tr><tr><td headers="h1  h2">D</td></tr></table>'));
    expect(table.querySelector('td')?.getAttribute('headers')).toBe('r1-h1 r1-h2');
    const links = Object.fromEntries([...holder.querySelectorAll('a')].map((link) => [link.textContent, link]));
    expect([links.spring!.getAttribute(LINK_CHAPTER), links.spring!.getAttribute(LINK_FRAGMENT), links.spring!.getAttribute('href')]).toEqual(['1', 'spring', '#r1-spring']);
    expect([links.here!.getAttribute(LINK_CHAPTER), links.here!.getAttribute(LINK_FRAGMENT)]).toEqual(['0', 'pull']);
    expect([links.two!.getAttribute(LINK_CHAPTER), links.two!.getAttribute(LINK_FRAGMENT)]).toEqual(['1', '']);
    expect(links.style!.hasAttribute('href')).toBe(false);
    for (const external of [links.tides!, links.mail!]) {
      expect(external.getAttribute('target')).toBe('_blank');
      expect(external.getAttribute('rel')).toBe('noopener noreferrer');
      expect(external.hasAttribute(LINK_CHAPTER)).toBe(false);
    }
    expect(links.tides!.getAttribute('href')).toBe('https://example.org/tides');
  });

  it('reads a chapter that is not well-formed XML as HTML', () => {
    const holder = rendered('<html><body><p>Unclosed<br><p>Second &nbsp; para</body></html>');
    expect(holder.querySelectorAll('p')).toHaveLength(2);
    expect(holder.textContent).toContain('Second');
  });
});
