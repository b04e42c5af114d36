import { Suspense, type ReactNode } from 'react';
import { useShell } from '../../app/ShellContext.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';

interface PluginScreenSlotProps {
  /** The route name whose plugin screen goes here. */
  name: string;
  params: Readonly<Record<string, string | undefined>>;
  /** What shows when no installed plugin provides that screen. */
  fallback: ReactNode;
}

/** An installed plugin's screen mounted inside one of the shell's (the bundle modal over the list, the catalog as the adoption list). */
export function PluginScreenSlot({ name, params, fallback }: PluginScreenSlotProps) {
  const { registry } = useShell();
  const Screen = registry.screen(name);
  if (!Screen) return <>{fallback}</>;
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <Screen params={params} />
    </Suspense>
  );
}
