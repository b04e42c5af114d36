import { useId, useState, type CSSProperties } from 'react';
import { PROJECT_PANEL_TABS, type ProjectPanelProps, type ProjectPanelTabKey } from './projectPanelTabs.ts';
import { TabStrip } from './TabStrip.tsx';
import { useResizablePanel } from './useResizablePanel.ts';

/** The project screen's right panel (part 2 §2): its tabs, and a separator that resizes it by dragging or by keyboard. */
export function ProjectSidePanel({ initialTab, ...props }: ProjectPanelProps & { initialTab?: ProjectPanelTabKey }) {
  const panelId = useId();
  const { width, separatorProps } = useResizablePanel(panelId);
  const tabs = PROJECT_PANEL_TABS.filter((tab) => tab.shows?.(props) ?? true);
  const [selected, setSelected] = useState<ProjectPanelTabKey>(tabs.find((tab) => tab.key === initialTab)?.key ?? tabs[0]?.key ?? 'instructions');
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  const Panel = current?.Panel;
  return (
    <>
      <div className="lms-project-separator" {...separatorProps} />
      <aside id={panelId} className="lms-project-panel" aria-label="Project details" style={{ '--lms-project-panel-width': `${width}px` } as CSSProperties}>
        <TabStrip<ProjectPanelTabKey> label="Project details" tabs={tabs} selected={current?.key ?? selected} onSelect={setSelected}>
          {Panel && <Panel {...props} />}
        </TabStrip>
      </aside>
    </>
  );
}
