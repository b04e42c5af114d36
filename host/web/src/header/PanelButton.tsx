import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { panelButtonId, RIGHT_PANEL_ELEMENT_ID } from '../panels/panelButtonId.ts';
import type { AvailableHeaderEntry } from './useHeaderEntries.ts';
import { EntryCount } from './EntryCount.tsx';

/** A header entry's icon: opens (or closes) its right panel. */
export function PanelButton({ entry, panel, onOpen }: { entry: AvailableHeaderEntry; panel: string; onOpen(): void }) {
  const { panels } = useShell();
  const { right } = useStore(panels);
  const Icon = entry.icon;
  const open = right === panel;
  return (
    <button
      id={panelButtonId(panel)}
      type="button"
      className="icon-button"
      title={entry.label}
      aria-expanded={open}
      aria-controls={open ? RIGHT_PANEL_ELEMENT_ID : undefined}
      onClick={() => {
        onOpen();
        panels.toggleRight(panel);
      }}
    >
      <Icon aria-hidden="true" size={20} />
      <span className="visually-hidden">{entry.label}</span>
      {entry.useCount && <EntryCount useCount={entry.useCount} />}
    </button>
  );
}
