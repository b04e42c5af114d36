import type { RightPanelId } from '@lms/sdk/web';

/** The id of the header button that opens a panel, so closing the panel can hand the focus back to it. */
export function panelButtonId(id: RightPanelId): string {
  return `panel-button-${id}`;
}

export const RIGHT_PANEL_ELEMENT_ID = 'right-panel';
