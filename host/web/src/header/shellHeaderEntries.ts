import { MessageSquare } from 'lucide-react';
import type { HeaderEntry } from '@lms/sdk/web';

/** The header icons the shell draws itself (not entries): a plugin's entry may not take their ids. */
export const SHELL_HEADER_ICONS = ['view', 'help', 'search', 'announcements', 'more'] as const;

/** The shell's own header entries, declared as a plugin declares its own. */
export const SHELL_HEADER_ENTRIES: readonly HeaderEntry[] = [{ id: 'messages', label: 'Messages', icon: MessageSquare, opens: { panel: 'messages' } }];
