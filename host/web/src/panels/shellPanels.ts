import { lazy } from 'react';
import { MessageSquare } from 'lucide-react';
import type { WebPanel } from '@lms/sdk/web';

/** A right panel the shell itself provides, and where it makes sense. */
export interface ShellPanel extends WebPanel {
  /** 'course': offered only on a course's screens (the panel reads the course from the route). */
  place: 'course';
}

const MessagesPanel = lazy(async () => ({ default: (await import('./messages/MessagesPanel.tsx')).MessagesPanel }));

/**
 * The shell's own right panels (part 1 §2 "Right panels are: messages, ...").
 * An installed plugin that contributes the same panel replaces the shell's.
 */
export const SHELL_PANELS: Readonly<Record<string, ShellPanel>> = {
  messages: { title: 'Messages', icon: MessageSquare, Panel: MessagesPanel, place: 'course' },
};
