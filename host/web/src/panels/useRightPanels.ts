import { useMemo } from 'react';
import type { WebPanel } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { SHELL_PANELS } from './shellPanels.ts';

export interface RightPanels {
  /** The panel that renders `id` here: an installed plugin's, else the shell's own where it belongs. */
  panel(id: string): WebPanel | undefined;
}

/** The right panels of the current screen: plugins' panels everywhere, the shell's in their place. */
export function useRightPanels(): RightPanels {
  const { registry } = useShell();
  const { courseId } = useCurrentRoute();
  return useMemo(
    () => ({
      panel: (id: string): WebPanel | undefined => {
        const contributed = registry.panel(id);
        if (contributed) return contributed;
        const own = SHELL_PANELS[id];
        return own && (own.place !== 'course' || courseId !== undefined) ? own : undefined;
      },
    }),
    [registry, courseId],
  );
}
