import type { TypeInputProps, ItemOf } from './itemInputProps.ts';

/** Single choice: one radio per choice; the response is the choice's id. */
export function SingleChoiceInput({ item, response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'single_choice'>>) {
  return (
    <div role="radiogroup" aria-labelledby={promptId} className="lms-item__choices">
      {item.content.choices.map((choice) => (
        <label key={choice.id} className="lms-item__choice">
          <input type="radio" name={`${ids}-choice`} value={choice.id} checked={response === choice.id} disabled={readOnly} onChange={() => onChange(choice.id)} />
          <span>{choice.text}</span>
        </label>
      ))}
    </div>
  );
}

/** Multiple response: a checkbox per choice; the response is the chosen ids, in the choices' order. */
export function MultipleResponseInput({ item, response, onChange, readOnly, promptId }: TypeInputProps<ItemOf<'multiple_response'>>) {
  const chosen = new Set(Array.isArray(response) ? (response as string[]) : []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(item.content.choices.map((choice) => choice.id).filter((choiceId) => next.has(choiceId)));
  };
  return (
    <div role="group" aria-labelledby={promptId} className="lms-item__choices">
      {item.content.choices.map((choice) => (
        <label key={choice.id} className="lms-item__choice">
          <input type="checkbox" value={choice.id} checked={chosen.has(choice.id)} disabled={readOnly} onChange={() => toggle(choice.id)} />
          <span>{choice.text}</span>
        </label>
      ))}
    </div>
  );
}

/** True or false; the response is a boolean. */
export function TrueFalseInput({ response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'true_false'>>) {
  return (
    <div role="radiogroup" aria-labelledby={promptId} className="lms-item__choices">
      {([true, false] as const).map((value) => (
        <label key={String(value)} className="lms-item__choice">
          <input type="radio" name={`${ids}-truth`} checked={response === value} disabled={readOnly} onChange={() => onChange(value)} />
          <span>{value ? 'True' : 'False'}</span>
        </label>
      ))}
    </div>
  );
}
