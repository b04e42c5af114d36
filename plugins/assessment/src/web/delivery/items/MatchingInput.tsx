import type { TypeInputProps, ItemOf } from './itemInputProps.ts';

/** Matching: for each prompt, a choice of the options; the response is {promptId: optionId}. */
export function MatchingInput({ item, response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'matching'>>) {
  const pairs = response !== null && typeof response === 'object' ? (response as Record<string, string>) : {};
  return (
    <div role="group" aria-labelledby={promptId} className="lms-item__matching">
      {item.content.prompts.map((prompt) => (
        <div key={prompt.id} className="lms-item__pair">
          <label htmlFor={`${ids}-match-${prompt.id}`}>{prompt.text}</label>
          <select
            id={`${ids}-match-${prompt.id}`}
            value={pairs[prompt.id] ?? ''}
            disabled={readOnly}
            onChange={(event) => {
              const { [prompt.id]: _previous, ...others } = pairs;
              onChange(event.target.value === '' ? others : { ...others, [prompt.id]: event.target.value });
            }}
          >
            <option value="">Choose…</option>
            {item.content.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
