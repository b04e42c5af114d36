import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { VISUALLY_HIDDEN_CLASS, withItemMoved, withoutItem, buttonClass, Button } from '@lms/sdk/web';
import { type KnownComponent, nameOf } from './knownComponents.ts';

interface TabComponentsProps {
  ids: readonly string[];
  tabIndex: number;
  tabName: string;
  known: ReadonlyMap<string, KnownComponent>;
  errors: Record<string, string>;
  onChange(ids: string[]): void;
  /** The editor of a component nested here, once the tab holding it is saved. */
  editPathOf(id: string): string | undefined;
  navigate(path: string): void;
}

/** The components of one tab, in order: reorder, take out of the tab, edit each. */
export function TabComponents({ ids, tabIndex, tabName, known, errors, onChange, editPathOf, navigate }: TabComponentsProps) {
  const listError = errors[`tabs/${tabIndex}/components`];
  return (
    <div className="lms-advanced-components">
      {ids.length === 0 ? (
        <p className="lms-advanced-hint">No components on this tab yet.</p>
      ) : (
        <ol aria-label={`Components of ${tabName}`}>
          {ids.map((id, index) => {
            const component = known.get(id);
            const name = nameOf(component);
            const editPath = editPathOf(id);
            const error = errors[`tabs/${tabIndex}/components/${index}`];
            return (
              <li key={id} className="lms-advanced-component">
                <span className="lms-advanced-component-name">
                  {name}
                  {component && <span className="lms-advanced-hint"> ({component.type})</span>}
                </span>
                <span className="lms-advanced-actions">
                  <Button variant="quiet" small aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange(withItemMoved(ids, index, index - 1))}>
                    <ArrowUp aria-hidden="true" size={16} />
                  </Button>
                  <Button variant="quiet" small aria-label={`Move ${name} down`} disabled={index === ids.length - 1} onClick={() => onChange(withItemMoved(ids, index, index + 1))}>
                    <ArrowDown aria-hidden="true" size={16} />
                  </Button>
                  <Button variant="quiet" small aria-label={`Take ${name} off the tab`} onClick={() => onChange(withoutItem(ids, index))}>
                    <X aria-hidden="true" size={16} />
                  </Button>
                  {editPath ? (
                    <a
                      href={editPath}
                      className={buttonClass({ variant: 'secondary', small: true })}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(editPath);
                      }}
                    >
                      Edit <span className={VISUALLY_HIDDEN_CLASS}>{name}</span>
                    </a>
                  ) : (
                    <span className="lms-advanced-hint">Save to edit it</span>
                  )}
                </span>
                {error && (
                  <p className="lms-advanced-error" role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p className="lms-advanced-error" role="alert">
          {listError}
        </p>
      )}
    </div>
  );
}
