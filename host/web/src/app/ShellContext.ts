import { createContext, useContext } from 'react';
import type { Shell } from './createShell.ts';

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the shell (ShellContext) above it');
  return shell;
}
