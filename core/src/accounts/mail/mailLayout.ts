/** What an account email says: greeting, paragraphs, one button, and the unsubscribe link every mail carries. */
export interface MailContent {
  brand: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Shown under the button, e.g. how long the link works. */
  note: string;
  unsubscribeUrl: string;
}

export interface ComposedMail {
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const UNSUBSCRIBE_TEXT = 'To stop receiving notification emails, unsubscribe:';

/** The plain text and a simple HTML version of the same message. */
export function composeMail(content: MailContent): ComposedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.note,
    '',
    '--',
    content.brand,
    `${UNSUBSCRIBE_TEXT} ${content.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(content.action.url)}" style="display: inline-block; padding: 10px 16px; background: #1f6f6c; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(content.action.label)}</a></p>`,
    `<p>${escapeHtml(content.note)}<br>${escapeHtml(content.action.url)}</p>`,
    `<hr><p style="font-size: 12px; color: #555;">${escapeHtml(content.brand)}<br>${escapeHtml(UNSUBSCRIBE_TEXT)} <a href="${escapeHtml(content.unsubscribeUrl)}">unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
