import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@lms/sdk/web';
import { removeSitePlugin, setSitePluginEnabled, type SitePlugin } from '@lms/sdk/calls';
import { useShell } from '../../../app/ShellContext.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { DeclaredReach } from './DeclaredReach.tsx';
import { RemovePluginDialog } from './RemovePluginDialog.tsx';
import { pluginFailureMessage } from './pluginFailureMessage.ts';
import { sitePluginQueries, waitForRestart } from './sitePluginQueries.ts';

/** The installed packages: version, state, declared reach; enable, disable, remove. */
export function InstalledPluginsSection() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const id = useId();
  const installed = useQuery(sitePluginQueries.installed(api));
  const [removing, setRemoving] = useState<SitePlugin | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const change = async (plugin: SitePlugin, action: () => Promise<unknown>, running: boolean, done: string) => {
    setBusy(true);
    setError(null);
    setStatus('The site is restarting…');
    try {
      await action();
      const live = await waitForRestart(plugin.id, running);
      setStatus(live ? `${done} Reload the page to see the change.` : `${done} The site did not answer yet: see the server's log.`);
    } catch (failure) {
      setStatus('');
      setError(pluginFailureMessage(failure));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['site-plugins'] });
    }
  };
  const setEnabled = (plugin: SitePlugin, enabled: boolean) =>
    change(plugin, () => api.call(setSitePluginEnabled, { params: { plugin: plugin.id }, body: { enabled } }), enabled, `${plugin.package} is ${enabled ? 'enabled' : 'disabled'}.`);
  const remove = (plugin: SitePlugin, tables: 'keep' | 'drop') => {
    setRemoving(null);
    void change(plugin, () => api.call(removeSitePlugin, { params: { plugin: plugin.id }, body: { tables } }), false, `${plugin.package} is removed${tables === 'drop' ? ' with its tables' : ''}.`);
  };

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Installed plugins</h2>
      {installed.isPending && <LoadingState label="Loading the installed plugins…" />}
      {installed.isError && <LoadError error={installed.error} title="Installed plugins" />}
      {installed.data?.length === 0 && <p>No plugin has been installed from a package yet.</p>}
      <ul className="plugin-list">
        {installed.data?.map((plugin) => (
          <li key={plugin.id} className="plugin-card">
            <h3>
              {plugin.package} {plugin.version} <span className="plugin-state">{plugin.enabled ? 'Enabled' : 'Disabled'}</span>
            </h3>
            {plugin.description && <p>{plugin.description}</p>}
            <DeclaredReach plugin={plugin} />
            <p className="plugin-integrity">
              Integrity <code>{plugin.integrity.slice(0, 24)}…</code>, installed {new Date(plugin.installed_at).toLocaleString()}
            </p>
            <div className="plugin-actions">
              <Button onClick={() => void setEnabled(plugin, !plugin.enabled)} disabled={busy}>
                {plugin.enabled ? `Disable ${plugin.package}` : `Enable ${plugin.package}`}
              </Button>
              <Button variant="danger" onClick={() => setRemoving(plugin)} disabled={busy}>
                Remove {plugin.package}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {removing && <RemovePluginDialog plugin={removing} onRemove={(tables) => remove(removing, tables)} onClose={() => setRemoving(null)} />}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
