import { useMemo, useState } from 'react';
import { Button, CheckboxField, FormField, SelectField, TextAreaField, useNotify } from '@lms/sdk/web';
import { getStoredTheme, saveTheme } from '../calls/themeCalls.ts';
import { contrastWarnings } from '../schemas/contrast.ts';
import type { ThemeWrite } from '../schemas/themeBodies.ts';
import { COLOUR_KEYS, FIX_ERRORS_MESSAGE, themeFormErrors } from '../schemas/themeForm.ts';
import { ThemePreview } from './ThemePreview.tsx';
import { useCallCache, useCallMutation } from './serverData.ts';

const COLOUR_LABELS: Record<(typeof COLOUR_KEYS)[number], string> = {
  primary: 'Primary colour',
  primary_text: 'Text on primary',
  secondary: 'Secondary colour',
  nav_panel_bg: 'Navigation background',
  nav_panel_fg: 'Navigation text',
  header_bg: 'Header background',
  header_fg: 'Header text',
  header_link_color: 'Header links',
};

const number = (value: string): number => Math.max(0, Math.min(2000, Math.round(Number(value) || 0)));

/** The form beside its live preview; saving is refused while a field has an error. */
export function ThemeEditor({ initial }: { initial: ThemeWrite }) {
  const notify = useNotify();
  const cache = useCallCache();
  const save = useCallMutation(saveTheme);
  const [edit, setEdit] = useState<ThemeWrite>(initial);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useMemo(() => themeFormErrors(edit), [edit]);
  const warnings = useMemo(() => contrastWarnings(edit.theme), [edit.theme]);
  const { settings, theme } = edit;
  const set = (patch: Partial<ThemeWrite['settings']>) => setEdit((e) => ({ ...e, settings: { ...e.settings, ...patch } }));
  const setTheme = (patch: Partial<ThemeWrite['theme']>) => setEdit((e) => ({ ...e, theme: { ...e.theme, ...patch } }));
  const shown = (field: string) => (tried ? errors[field] : undefined) ?? (errors[field] && field in errors ? errors[field] : undefined);

  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return setProblem(FIX_ERRORS_MESSAGE);
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ body: edit });
      setEdit(saved);
      void cache.invalidate(getStoredTheme);
      notify({ type: 'success', message: 'Theme saved. Reload a page to see it everywhere.' });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <div className="lms-themes-layout">
      <form
        aria-label="Theme settings"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>Identity and links</legend>
          <FormField label="Title" value={settings.title} onChange={(title) => set({ title })} error={shown('title')} />
          <FormField label="Identity" value={settings.identity} onChange={(identity) => set({ identity })} hint="generic for the full product" />
          <FormField label="Support email (mailto)" type="email" value={settings.mailto} onChange={(mailto) => set({ mailto })} error={shown('mailto')} />
          <SelectField label="Type" value={settings.type} onChange={(type) => set({ type: type as ThemeWrite['settings']['type'] })} options={[{ value: 'default', label: 'Default' }, { value: 'publisher', label: 'Publisher' }]} />
          <FormField label="Terms link" value={settings.terms} onChange={(terms) => set({ terms })} error={shown('terms')} />
          <FormField label="Privacy link" value={settings.privacy} onChange={(privacy) => set({ privacy })} error={shown('privacy')} />
          <FormField label="Refund policy link" value={settings.refund_policy} onChange={(refund_policy) => set({ refund_policy })} error={shown('refund_policy')} />
        </fieldset>
        <fieldset>
          <legend>Logo and header</legend>
          <FormField label="Logo address" value={settings.logo.url} onChange={(url) => set({ logo: { ...settings.logo, url } })} error={shown('logo_url')} />
          <FormField label="Logo width" type="number" value={String(settings.logo.width)} onChange={(w) => set({ logo: { ...settings.logo, width: number(w) } })} />
          <FormField label="Logo height" type="number" value={String(settings.logo.height)} onChange={(h) => set({ logo: { ...settings.logo, height: number(h) } })} />
          <FormField label="Small logo address" value={settings.small_logo.url} onChange={(url) => set({ small_logo: { ...settings.small_logo, url } })} />
          <FormField label="Small logo size" type="number" value={String(settings.small_logo.size)} onChange={(s) => set({ small_logo: { ...settings.small_logo, size: number(s) } })} />
          <CheckboxField label="Small header" value={settings.small_header} onChange={(small_header) => set({ small_header })} />
        </fieldset>
        <fieldset>
          <legend>Colours</legend>
          <div className="lms-themes-colours">
            {COLOUR_KEYS.map((key) => (
              <FormField key={key} label={COLOUR_LABELS[key]} value={theme[key]} onChange={(value) => setTheme({ [key]: value.trim() })} error={shown(key)} />
            ))}
          </div>
          <FormField label="Font" value={theme.font} onChange={(font) => setTheme({ font })} />
          <FormField label="Advanced component tab width" value={theme.advanced_horizontal_width} onChange={(advanced_horizontal_width) => setTheme({ advanced_horizontal_width })} error={shown('advanced_horizontal_width')} />
          {warnings.length > 0 && (
            <ul className="lms-themes-warnings" aria-label="Contrast warnings">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend>Behaviour</legend>
          <SelectField label="Search mode" value={settings.search} onChange={(search) => set({ search: search as ThemeWrite['settings']['search'] })} options={[{ value: 'course', label: 'Search the course' }, { value: 'filter', label: 'Filter the page' }]} />
          <CheckboxField label="Single sign-on only" value={settings.sso_only} onChange={(sso_only) => set({ sso_only })} />
          <CheckboxField label="Mention and reply emails (notifications)" value={settings.notifications} onChange={(notifications) => set({ notifications })} />
          <CheckboxField label="Email validation before the first login" value={settings.email_validation} onChange={(email_validation) => set({ email_validation })} />
          <TextAreaField label="Banned words (comma-separated)" value={settings.banned_words} onChange={(banned_words) => set({ banned_words })} />
          <FormField
            label="Additional registration fields (comma-separated)"
            value={settings.additional_fields.join(', ')}
            onChange={(value) => set({ additional_fields: value.split(',').map((f) => f.trim()).filter(Boolean) })}
          />
        </fieldset>
        {problem && (
          <p className="lms-field-error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Save changes
        </Button>
      </form>
      <ThemePreview bundle={settings} theme={theme} />
    </div>
  );
}
