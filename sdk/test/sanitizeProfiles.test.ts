import { describe, expect, it } from 'vitest';
import { allowedTagsOf, COURSE_HTML_TAGS, POST_TAGS, sanitizeHtml, type SanitizeProfile } from '@lms/sdk/sanitize';

const PROFILES: SanitizeProfile[] = ['courseHtml', 'questionPrompt', 'post', 'postWithImages', 'step', 'bookChapter', 'plainText'];

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="a"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" class="x" id="y">x</p>',
];

describe('every sanitiser profile', () => {
  it.each(PROFILES)('%s keeps nothing that runs, loads from a hostile address or escapes its box', (profile) => {
    for (const payload of HOSTILE) {
      const safe = sanitizeHtml(payload, profile);
      expect(safe, payload).not.toMatch(/<script|<svg|<iframe|<form|<input|<style|<math|\son\w+=|javascript:|data:|url\(|href="\/\/|class=/i);
    }
  });
});

describe('what each profile keeps', () => {
  const rich = '<h2 style="text-align:center">Title</h2><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="https://cdn.example/a.png" alt="a"><a href="tel:+15550100">call</a>';

  it('courseHtml and questionPrompt: headings, alignment, tables, images, tel: links', () => {
    for (const profile of ['courseHtml', 'questionPrompt'] as const) {
      expect(sanitizeHtml(rich, profile)).toBe(
        '<h2 style="text-align:center">Title</h2><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="https://cdn.example/a.png" alt="a" /><a href="tel:+15550100">call</a>',
      );
    }
    expect(allowedTagsOf('courseHtml')).toEqual(COURSE_HTML_TAGS);
    expect(sanitizeHtml('<a href="https://ok.example" target="_blank">x</a>', 'courseHtml')).toBe('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('post: no tables or images, colours kept, every link in a new tab that cannot reach back', () => {
    expect(sanitizeHtml(rich, 'post')).toBe('<h2 style="text-align:center">Title</h2>cell<a target="_blank" rel="noopener noreferrer">call</a>');
    expect(sanitizeHtml('<p style="color:#c00;position:absolute">Hi <a href="https://ok.example" target="_self" rel="opener">x</a></p>', 'post')).toBe(
      '<p style="color:#c00">Hi <a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(allowedTagsOf('post')).toEqual(POST_TAGS);
  });

  it('postWithImages: a post that keeps images by http(s) address', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="a" width="9">', 'postWithImages')).toBe('<img src="https://cdn.example/a.png" alt="a" />');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="a">', 'post')).toBe('');
  });

  it("step: a step's text has no headings, tables or styles", () => {
    expect(sanitizeHtml('<h2>Step</h2><p style="text-align:center"><mark>key</mark></p><table><tr><td>x</td></tr></table>', 'step')).toBe('Step<p><mark>key</mark></p>x');
  });

  it("bookChapter: a chapter's structure, ids and relative addresses, never its classes or styles", () => {
    expect(sanitizeHtml('<section id="c1" class="chapter" style="color:red"><h1 lang="fr">Un</h1><a href="chapter2.xhtml#p3">next</a><img src="images/fig1.png" alt="Fig. 1"></section>', 'bookChapter')).toBe(
      '<section id="c1"><h1 lang="fr">Un</h1><a href="chapter2.xhtml#p3">next</a><img src="images/fig1.png" alt="Fig. 1" /></section>',
    );
  });

  it('plainText: only the text, escaped', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 <b>bold</b></p><script>x()</script>', 'plainText')).toBe('1 &lt; 2 bold');
  });
});
