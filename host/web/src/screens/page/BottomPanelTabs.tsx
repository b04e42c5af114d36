import { useRef, type KeyboardEvent } from 'react';

export interface BottomPanelTab {
  id: 'tab_1' | 'tab_2';
  label: string;
}

interface BottomPanelTabsProps {
  tabs: readonly BottomPanelTab[];
  selected: BottomPanelTab['id'];
  onSelect(id: BottomPanelTab['id']): void;
}

/** The bottom panel's tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs). */
export function BottomPanelTabs({ tabs, selected, onSelect }: BottomPanelTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label="Page resources" className="bottom-panel__tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`bottom-panel-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`bottom-panel-${tab.id}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          className="bottom-panel__tab"
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
