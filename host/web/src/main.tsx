import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createApiClient } from '@lms/sdk/web';
import { webPluginLoaders } from 'virtual:lms-plugins';
import { BootFailure } from './app/BootFailure.tsx';
import { createShell } from './app/createShell.ts';
import { LmsApp } from './app/LmsApp.tsx';
import { installedPluginLoaders } from './plugins/installedPluginLoaders.ts';
import { loadWebPlugins } from './plugins/loadWebPlugins.ts';
import { buildRoutes } from './router/buildRoutes.tsx';
import { canonicaliseAddress } from './router/canonicalPath.ts';
import { applyTheme } from './theme/applyTheme.ts';
import { loadTheme } from './theme/loadTheme.ts';

/** Loads the installed plugins' manifests and the installation's branding, then starts the app. */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const api = createApiClient();
    const [registry, branding] = await Promise.all([
      installedPluginLoaders(api).then((installed) => loadWebPlugins([...webPluginLoaders, ...installed])),
      loadTheme(api),
    ]);
    applyTheme(branding);
    canonicaliseAddress(window.location, window.history);
    const router = createBrowserRouter(buildRoutes(registry));
    const shell = createShell({ registry, settings: branding.settings, router, currentBuild: __LMS_BUILD__ });
    root.render(
      <StrictMode>
        <LmsApp shell={shell} router={router} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<BootFailure message={error instanceof Error ? error.message : String(error)} />);
  }
}

void start(document.getElementById('root')!);
