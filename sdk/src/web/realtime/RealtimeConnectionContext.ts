import { createContext } from 'react';
import type { RealtimeConnection } from './RealtimeConnection.ts';

/** Replaces the tab's shared connection for the views inside it (a test gives one over a fake socket). */
export const RealtimeConnectionContext = createContext<RealtimeConnection | null>(null);
