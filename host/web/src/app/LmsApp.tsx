import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import type { Shell } from './createShell.ts';
import { ShellContext } from './ShellContext.ts';

/** The whole web app: shared services, the query cache and the router. */
export function LmsApp({ shell, router }: { shell: Shell; router: DataRouter }) {
  useEffect(() => {
    void shell.session.probe(shell.sessionApi);
  }, [shell]);
  useEffect(() => shell.release.start(), [shell]);
  return (
    <ShellContext.Provider value={shell}>
      <QueryClientProvider client={shell.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}
