import type { RightPanelId } from '@lms/sdk/web';
import { StateStore } from '../app/StateStore.ts';

export interface PanelState {
  right: RightPanelId | null;
  left: boolean;
  bottom: boolean;
}

/**
 * Part 1 §2 "Header and panels": one right panel at a time; opening one closes
 * the left and bottom panels too.
 */
export class PanelStore extends StateStore<PanelState> {
  constructor() {
    super({ right: null, left: false, bottom: false });
  }

  readonly openRight = (id: RightPanelId): void => {
    this.setState({ right: id, left: false, bottom: false });
  };

  readonly toggleRight = (id: RightPanelId): void => {
    if (this.state.right === id) this.closeRight();
    else this.openRight(id);
  };

  readonly closeRight = (): void => {
    if (this.state.right !== null) this.setState({ ...this.state, right: null });
  };

  readonly setLeftOpen = (open: boolean): void => {
    if (this.state.left !== open) this.setState({ ...this.state, left: open });
  };

  readonly setBottomOpen = (open: boolean): void => {
    if (this.state.bottom !== open) this.setState({ ...this.state, bottom: open });
  };

  readonly closeAll = (): void => {
    this.setState({ right: null, left: false, bottom: false });
  };
}
