import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, Button } from '@lms/sdk/web';
import type { AdvancedConfig } from '../schemas/advancedConfig.ts';
import { refusalToAdd } from '../schemas/tabRules.ts';
import type { KnownComponent } from './knownComponents.ts';
import type { ComponentChoices } from './useComponentChoices.ts';

interface AddToTabProps {
  config: AdvancedConfig;
  tabIndex: number;
  tabName: string;
  choices: ComponentChoices;
  /** Adds the component to the tab as the config holds it when called (it may come after a request). */
  onAdd(component: KnownComponent): void;
  /** Creates a component of the type on no page; absent when the editor has no page to create it on. */
  createChild?(type: string): Promise<KnownComponent>;
}

/** Adds a component to a tab: a new one of a chosen type, or one from the author's library, under part 2 §5's rules. */
export function AddToTab({ config, tabIndex, tabName, choices, onAdd, createChild }: AddToTabProps) {
  const id = useId();
  const [type, setType] = useState('');
  const [fromLibrary, setFromLibrary] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chosenType = type || choices.types[0]?.type || '';
  const chosenItem = choices.library.find((item) => item._id === (fromLibrary || choices.library[0]?._id));

  // A new component arrives after a request: by then the author may have filled the tab, so the rules
  // are checked on the config as it is then (onAdd itself adds to the config as it is then).
  const latestConfig = useRef(config);
  useLayoutEffect(() => {
    latestConfig.current = config;
  });

  const add = (component: KnownComponent) => {
    const refusal = refusalToAdd(latestConfig.current, tabIndex, component);
    setMessage(refusal ?? undefined);
    if (!refusal) onAdd(component);
  };
  const addNew = async () => {
    const refusal = refusalToAdd(config, tabIndex, { id: '', type: chosenType });
    if (refusal || !createChild) return setMessage(refusal ?? undefined);
    setBusy(true);
    try {
      add(await createChild(chosenType));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The component could not be created.');
    } finally {
      setBusy(false);
    }
  };

  if (choices.status === 'loading') return <p className="lms-advanced-hint">Loading the component types…</p>;
  if (choices.status === 'failed') return <p className="lms-advanced-error">The component types could not be loaded.</p>;
  return (
    <div className="lms-advanced-add" role="group" aria-label={`Add to ${tabName}`}>
      {createChild && choices.types.length > 0 && (
        <div className="lms-advanced-add-row">
          <label htmlFor={`${id}-type`}>New component</label>
          <select id={`${id}-type`} value={chosenType} onChange={(event) => setType(event.target.value)}>
            {choices.types.map((choice) => (
              <option key={choice.type} value={choice.type}>
                {choice.title}
              </option>
            ))}
          </select>
          <Button variant="secondary" small disabled={busy} onClick={() => void addNew()}>
            {busy ? 'Adding…' : 'Add new'}
          </Button>
        </div>
      )}
      {chosenItem && (
        <div className="lms-advanced-add-row">
          <label htmlFor={`${id}-library`}>From your library</label>
          <select id={`${id}-library`} value={chosenItem._id} onChange={(event) => setFromLibrary(event.target.value)}>
            {choices.library.map((item) => (
              <option key={item._id} value={item._id}>
                {item.title || 'Untitled'} ({item.component_type})
              </option>
            ))}
          </select>
          <Button variant="secondary" small onClick={() => add({ id: chosenItem._id, title: chosenItem.title, type: chosenItem.component_type })}>
            Add
          </Button>
        </div>
      )}
      {message && (
        <p className="lms-advanced-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
