import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@lms/sdk/web';
import { installSitePlugin, previewSitePlugin, type SitePluginPreview } from '@lms/sdk/calls';
import { useShell } from '../../../app/ShellContext.ts';
import { pluginFailureMessage } from './pluginFailureMessage.ts';
import { DeclaredReach } from './DeclaredReach.tsx';
import { waitForRestart } from './sitePluginQueries.ts';

type Step = { kind: 'choose' } | { kind: 'review'; preview: SitePluginPreview; file: File } | { kind: 'installing'; preview: SitePluginPreview };

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** Upload a package, read what it declares, then install it (or cancel). */
export function InstallPluginSection() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const read = async () => {
    const file = input.current?.files?.[0];
    setError(null);
    setStatus('');
    if (!file) {
      setError('Choose a plugin package (.tgz) to upload.');
      return;
    }
    setBusy(true);
    try {
      setStep({ kind: 'review', preview: await api.send(previewSitePlugin, formOf(file)), file });
    } catch (failure) {
      setError(pluginFailureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const install = async (preview: SitePluginPreview, file: File) => {
    setError(null);
    setBusy(true);
    setStep({ kind: 'installing', preview });
    try {
      const installed = await api.send(installSitePlugin, formOf(file));
      setStatus(`Installed ${installed.package} ${installed.version}. The site is restarting to load it…`);
      const live = await waitForRestart(installed.id, true);
      await queryClient.invalidateQueries({ queryKey: ['site-plugins'] });
      setStatus(live ? `${installed.package} ${installed.version} is installed and running. Reload the page to use its screens.` : `Installed ${installed.package}, but the site did not answer yet: see the server's log.`);
      setStep({ kind: 'choose' });
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(pluginFailureMessage(failure));
      setStep({ kind: 'review', preview, file });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Install a plugin</h2>
      <p>Upload a plugin package (a .tgz made by npm pack). You see what it will be able to reach before anything is installed.</p>
      {step.kind === 'choose' && (
        <div className="plugin-upload">
          <label htmlFor={`${id}-file`}>Plugin package (.tgz)</label>
          <input ref={input} id={`${id}-file`} type="file" accept=".tgz,application/gzip,application/x-gzip" />
          <Button onClick={() => void read()} disabled={busy}>
            {busy ? 'Reading…' : 'Read package'}
          </Button>
        </div>
      )}
      {step.kind !== 'choose' && (
        <div className="plugin-review" aria-live="polite">
          <h3>
            {step.preview.package} {step.preview.version}
          </h3>
          {step.preview.description && <p>{step.preview.description}</p>}
          {step.preview.installed_version && <p>Version {step.preview.installed_version} is installed: installing upgrades it and runs its new migrations.</p>}
          <p>If you install it, it will be able to reach only this:</p>
          <DeclaredReach plugin={step.preview} />
          {step.kind === 'review' && (
            <div className="plugin-actions">
              <Button variant="primary" onClick={() => void install(step.preview, step.file)} disabled={busy}>
                {step.preview.installed_version ? 'Upgrade' : 'Install'}
              </Button>
              <Button onClick={() => setStep({ kind: 'choose' })} disabled={busy}>
                Cancel
              </Button>
            </div>
          )}
        </div>
      )}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
