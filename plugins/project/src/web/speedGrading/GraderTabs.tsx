import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { GRADER_PANEL_TABS, type GraderTabProps } from './graderPanelTabs.ts';

/**
 * The right panel's tabs (ARIA tabs: the arrows, Home and End move between
 * them). Every panel stays mounted while hidden, so nothing typed in one is
 * lost on switching.
 */
export function GraderTabs(props: GraderTabProps) {
  const ids = useId();
  const [active, setActive] = useState(GRADER_PANEL_TABS[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = GRADER_PANEL_TABS.length;
    const index = GRADER_PANEL_TABS.findIndex((tab) => tab.id === active);
    const target = { ArrowRight: (index + 1) % count, ArrowLeft: (index - 1 + count) % count, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(GRADER_PANEL_TABS[target]?.id);
    tabs.current[target]?.focus();
  };

  return (
    <div className="lms-sg-tabs">
      <div role="tablist" aria-label="Grading panel" className="lms-sg-tabs__list" onKeyDown={onKeyDown}>
        {GRADER_PANEL_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${tab.id}`}
            aria-controls={`${ids}-panel-${tab.id}`}
            aria-selected={tab.id === active}
            tabIndex={tab.id === active ? 0 : -1}
            className="lms-sg-tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {GRADER_PANEL_TABS.map(({ id, Panel }) => (
        <div key={id} role="tabpanel" id={`${ids}-panel-${id}`} aria-labelledby={`${ids}-tab-${id}`} hidden={id !== active} className="lms-sg-tabs__panel">
          {id === active && <Panel {...props} />}
        </div>
      ))}
    </div>
  );
}
