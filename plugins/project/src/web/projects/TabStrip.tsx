import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabStripProps<K extends string> {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move
 * and select, the panel is labelled by its tab.
 */
export function TabStrip<K extends string>({ label, tabs, selected, onSelect, children }: TabStripProps<K>) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div className="lms-project-tabs">
      <div role="tablist" aria-label={label} className="lms-project-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="lms-project-tabs__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(selected)} className="lms-project-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
