import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Lock } from 'lucide-react';
import { useComponentRenderer, type ApiComponent, type ComponentViewProps } from '@lms/sdk/web';
import type { AdvancedConfig, AdvancedTab } from '../schemas/advancedConfig.ts';
import { tabAfterKey } from './tabKeys.ts';
import './AdvancedView.css';

/** The tab's colour as the accent its button and panel show. */
const accentOf = (tab: AdvancedTab): CSSProperties | undefined => (tab.color ? ({ '--lms-advanced-accent': tab.color } as CSSProperties) : undefined);

/**
 * Tabs (WAI-ARIA tabs pattern: one tab stop, arrow keys move and choose, Home
 * and End), on top or in a column on the left; each tab's panel shows its
 * description and its components through the host. Locked tabs: the server
 * leaves them out for students; professors see them marked.
 */
export default function AdvancedView({ component, lessonId, pageId, mode, professorView = false, view }: ComponentViewProps<AdvancedConfig>) {
  const Hosted = useComponentRenderer();
  const { layout } = component.config;
  const tabs = component.config.tabs.filter((tab) => professorView || !tab.locked);
  const choosable = tabs.flatMap((tab, index) => (tab.buttonType === 'regular' ? [index] : []));
  const [chosen, setChosen] = useState<number>();
  const selected = chosen !== undefined && choosable.includes(chosen) ? chosen : choosable[0];
  // Panels opened once stay mounted (hidden), so a video keeps its place when the reader comes back.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const groupId = (index: number) => `${baseId}-group-${index}`;
  const children = new Map((component.children ?? []).map((child): [string, ApiComponent] => [child._id, child]));

  if (selected === undefined) return mode === 'edit' ? <p className="lms-advanced-empty">This advanced component has no tabs to show yet.</p> : null;

  const choose = (index: number) => {
    setChosen(index);
    setOpened((current) => new Set(current).add(selected).add(index));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(choosable, index, event.key, layout === 'left' ? 'vertical' : 'horizontal');
    if (next === null) return;
    event.preventDefault();
    choose(next);
    buttons.current[next]?.focus();
  };
  // A separator names the tabs after it: they are described by it.
  const groupOf = (index: number) => {
    for (let before = index - 1; before >= 0; before--) {
      if (tabs[before]!.buttonType === 'separator') return groupId(before);
    }
    return undefined;
  };

  return (
    <div className={`lms-advanced lms-advanced--${layout}`}>
      <div role="tablist" aria-label={component.title || 'Tabs'} aria-orientation={layout === 'left' ? 'vertical' : 'horizontal'} className="lms-advanced-tablist">
        {tabs.map((tab, index) =>
          tab.buttonType === 'separator' ? (
            // A divider between tabs, not a control; the tabs after it carry its name as their description.
            <div key={index} id={groupId(index)} className="lms-advanced-separator" aria-hidden="true">
              {tab.buttonText}
            </div>
          ) : (
            <button
              key={index}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              aria-describedby={groupOf(index)}
              tabIndex={index === selected ? 0 : -1}
              className="lms-advanced-tab"
              style={accentOf(tab)}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.thumbnailUrl && (
                <>
                  <img className="lms-advanced-thumbnail" src={tab.thumbnailUrl} alt={tab.altText} />{' '}
                </>
              )}
              <span className="lms-advanced-tab-name">{tab.buttonText}</span>
              {tab.locked && (
                <>
                  {' '}
                  <span className="lms-advanced-locked">
                    <Lock aria-hidden="true" size={14} />
                    Locked
                  </span>
                </>
              )}
            </button>
          ),
        )}
      </div>
      {tabs.map((tab, index) =>
        tab.buttonType === 'regular' ? (
          <div
            key={index}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== selected}
            tabIndex={0}
            className="lms-advanced-panel"
            style={accentOf(tab)}
          >
            {(index === selected || opened.has(index)) && (
              <>
                {tab.locked && <p className="lms-advanced-locked-note">Locked: students do not see this tab.</p>}
                {tab.description && <p className="lms-advanced-description">{tab.description}</p>}
                {tab.components.flatMap((id) => {
                  const child = children.get(id);
                  return child ? [<Hosted key={id} component={child} lessonId={lessonId} pageId={pageId} mode={mode} view={view} />] : [];
                })}
                {tab.components.length === 0 && mode === 'edit' && <p className="lms-advanced-empty">This tab has no components yet.</p>}
              </>
            )}
          </div>
        ) : null,
      )}
    </div>
  );
}
