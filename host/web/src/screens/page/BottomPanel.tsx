import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath, type ApiComponent } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { useScreens } from '../../router/useScreens.ts';
import { BottomPanelTabs, type BottomPanelTab } from './BottomPanelTabs.tsx';
import './bottomPanel.css';

/** Part 1 §2 and §9: the bottom panel's tabs, and the reserved recommended resource (id 0) leading to every instructor resource. */
export const ADDITIONAL_MATERIALS = 'Additional Materials';
export const INSTRUCTOR_RESOURCES = 'Instructor Resources';
export const ALL_INSTRUCTOR_RESOURCES = 'All Instructor Resources';

interface BottomPanelProps {
  courseId: string;
  recommended: readonly ApiComponent[];
  /** Null when the reader may not see instructor resources (students, and professors viewing as a student). */
  instructorNotes: readonly ApiComponent[] | null;
  renderComponent(component: ApiComponent): ReactNode;
}

/**
 * The page's bottom panel: tab_1 'Additional Materials' (the page's
 * recommended components), tab_2 instructor resources (professors only).
 * Its open state is the shell's (opening a right panel closes it).
 */
export function BottomPanel({ courseId, recommended, instructorNotes, renderComponent }: BottomPanelProps) {
  const { panels } = useShell();
  const { bottom: open } = useStore(panels);
  const { linkWorks } = useScreens();
  const [selected, setSelected] = useState<BottomPanelTab['id']>(recommended.length > 0 || instructorNotes === null ? 'tab_1' : 'tab_2');
  const allResources = routePath('instructor_resources', { courseId });
  const tabs: BottomPanelTab[] = [{ id: 'tab_1', label: ADDITIONAL_MATERIALS }];
  if (instructorNotes !== null) tabs.push({ id: 'tab_2', label: INSTRUCTOR_RESOURCES });
  if (recommended.length === 0 && (instructorNotes === null || (instructorNotes.length === 0 && !linkWorks(allResources)))) return null;

  const current = tabs.some((tab) => tab.id === selected) ? selected : 'tab_1';
  const items = current === 'tab_1' ? recommended : (instructorNotes ?? []);
  return (
    <section className={open ? 'bottom-panel bottom-panel--open' : 'bottom-panel'} aria-labelledby="bottom-panel-toggle">
      <button
        id="bottom-panel-toggle"
        type="button"
        className="bottom-panel__toggle"
        aria-expanded={open}
        aria-controls="bottom-panel-body"
        onClick={() => panels.setBottomOpen(!open)}
      >
        {open ? <ChevronDown aria-hidden="true" size={18} /> : <ChevronUp aria-hidden="true" size={18} />}
        {instructorNotes === null ? ADDITIONAL_MATERIALS : `${ADDITIONAL_MATERIALS} and ${INSTRUCTOR_RESOURCES}`}
      </button>
      {open && (
        <div id="bottom-panel-body" className="bottom-panel__body">
          {tabs.length > 1 && <BottomPanelTabs tabs={tabs} selected={current} onSelect={setSelected} />}
          <div
            className="bottom-panel__content"
            {...(tabs.length > 1 ? { role: 'tabpanel', id: `bottom-panel-${current}-panel`, 'aria-labelledby': `bottom-panel-${current}`, tabIndex: 0 } : {})}
          >
            {items.map((component) => renderComponent(component))}
            {items.length === 0 && current === 'tab_1' && <p className="bottom-panel__empty">This page has no additional materials.</p>}
            {current === 'tab_2' && linkWorks(allResources) && (
              <p className="bottom-panel__all">
                <Link to={allResources}>{ALL_INSTRUCTOR_RESOURCES}</Link>
              </p>
            )}
            {items.length === 0 && current === 'tab_2' && !linkWorks(allResources) && (
              <p className="bottom-panel__empty">This page has no instructor resources.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
