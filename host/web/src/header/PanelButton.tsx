import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { panelButtonId, RIGHT_PANEL_ELEMENT_ID } from '../panels/panelButtonId.ts';
import { useRightPanels } from '../panels/useRightPanels.ts';
import type { HeaderPanelIcon } from './headerIcons.ts';
import { PANEL_ICONS } from './panelIcons.ts';

/** Opens (or closes) a right panel. */
export function PanelButton({ id, onOpen }: { id: HeaderPanelIcon; onOpen(): void }) {
  const { panels } = useShell();
  const { right } = useStore(panels);
  const panel = useRightPanels().panel(id);
  if (!panel) return null;
  const Icon = PANEL_ICONS[id];
  const open = right === id;
  return (
    <button
      id={panelButtonId(id)}
      type="button"
      className="icon-button"
      title={panel.title}
      aria-expanded={open}
      aria-controls={open ? RIGHT_PANEL_ELEMENT_ID : undefined}
      onClick={() => {
        onOpen();
        panels.toggleRight(id);
      }}
    >
      <Icon aria-hidden="true" size={20} />
      <span className="visually-hidden">{panel.title}</span>
    </button>
  );
}
