import { linkParts } from './linkParts.ts';

/** A mail's text as written, with its links clickable. */
export function LinkedText({ text }: { text: string }) {
  return (
    <div className="mailbox-text">
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href}>
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
