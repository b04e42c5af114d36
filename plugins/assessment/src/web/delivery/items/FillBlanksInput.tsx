import type { TypeInputProps, ItemOf } from './itemInputProps.ts';

/** Splits the plain-text template at its {{id}} markers: text and blank ids, in order. */
export function templateParts(template: string): { text: string; blank?: string }[] {
  const parts: { text: string; blank?: string }[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{\{([^{}]+)\}\}/g)) {
    parts.push({ text: template.slice(last, match.index), blank: match[1] });
    last = match.index + match[0].length;
  }
  parts.push({ text: template.slice(last) });
  return parts;
}

/** Fill in the blanks: the template's text with an input for each blank; the response is {blankId: text}. */
export function FillBlanksInput({ item, response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'fill_blanks'>>) {
  const values = response !== null && typeof response === 'object' ? (response as Record<string, string>) : {};
  const known = new Set(item.content.blanks.map((blank) => blank.id));
  let number = 0;
  return (
    <p role="group" aria-labelledby={promptId} className="lms-item__template">
      {templateParts(item.content.template).map((part, index) => {
        if (part.blank === undefined || !known.has(part.blank)) return <span key={index}>{part.text}</span>;
        number += 1;
        const blank = part.blank;
        return (
          <span key={index}>
            {part.text}
            <input
              id={`${ids}-blank-${blank}`}
              className="lms-item__blank"
              type="text"
              autoComplete="off"
              aria-label={`Blank ${number}`}
              value={values[blank] ?? ''}
              readOnly={readOnly}
              onChange={(event) => onChange({ ...values, [blank]: event.target.value })}
            />
          </span>
        );
      })}
    </p>
  );
}
