import { Suspense, useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { demoPanelMessage, isDemoApp } from '../screens/account/demoApp.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';
import { panelButtonId, RIGHT_PANEL_ELEMENT_ID } from './panelButtonId.ts';
import { useEscapeClosesPanels } from './useEscapeClosesPanels.ts';
import { useRightPanels } from './useRightPanels.ts';
import './panels.css';

/**
 * The open right panel, rendered by the plugin that contributes it (or by the
 * shell, for its own). In the demo app every panel says it is not enabled
 * there instead (part 1 §2 Rules), without rendering the panel or calling the server.
 */
export function RightPanelHost() {
  const { panels, settings } = useShell();
  const { right } = useStore(panels);
  const rightPanels = useRightPanels();
  const { courseId } = useCurrentRoute();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEscapeClosesPanels(panels);

  useEffect(() => {
    if (!right) return;
    closeButton.current?.focus();
    return () => document.getElementById(panelButtonId(right))?.focus();
  }, [right]);

  const panel = right ? rightPanels.panel(right) : undefined;
  if (!panel) return null;
  const titleId = `${RIGHT_PANEL_ELEMENT_ID}-title`;
  return (
    <aside id={RIGHT_PANEL_ELEMENT_ID} className="right-panel" aria-labelledby={titleId}>
      <div className="right-panel__header">
        <h2 id={titleId} className="right-panel__title">
          {panel.title}
        </h2>
        <button ref={closeButton} type="button" className="icon-button" aria-label={`Close ${panel.title}`} onClick={panels.closeRight}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="right-panel__body">
        {isDemoApp(settings) ? (
          <p className="notice">{demoPanelMessage(panel.title)}</p>
        ) : (
          <ErrorBoundary fallback={<p className="notice">This panel could not be displayed.</p>}>
            <Suspense fallback={<LoadingState label={`Loading ${panel.title}…`} />}>
              <panel.Panel onClose={panels.closeRight} courseId={courseId ?? null} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </aside>
  );
}
