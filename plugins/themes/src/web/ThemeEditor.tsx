import { CheckboxField, Form, FormField, FormStatusLine, SelectField, SubmitButton, TextAreaField, useFormField, useLmsForm } from '@lms/sdk/web';
import { getStoredTheme, saveTheme } from '../calls/themeCalls.ts';
import { contrastWarnings } from '../schemas/contrast.ts';
import type { ThemeWrite } from '../schemas/themeBodies.ts';
import { COLOUR_KEYS, FIX_ERRORS_MESSAGE, themeFormProblems } from '../schemas/themeForm.ts';
import { LogoUploadField } from './LogoUploadField.tsx';
import { StudentFieldsField } from './StudentFieldsField.tsx';
import { TermTagsField } from './TermTagsField.tsx';
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

const SAVED_MESSAGE = 'Theme saved. Reload a page to see it everywhere.';

const number = (value: string): number => Math.max(0, Math.min(2000, Math.round(Number(value) || 0)));

/** A size in pixels the form holds as a number (0 to 2000), typed as text. */
function PixelField({ name, label }: { name: string; label: string }) {
  const field = useFormField<number>(name);
  return <FormField label={label} type="number" name={field.name} value={String(field.value)} onChange={(value) => field.onChange(number(value))} onBlur={field.onBlur} error={field.error} />;
}

/** A colour the form holds without the spaces around it. */
function ColourField({ name, label }: { name: string; label: string }) {
  const field = useFormField<string>(name);
  return <FormField label={label} name={field.name} value={field.value} onChange={(value) => field.onChange(value.trim())} onBlur={field.onBlur} error={field.error} />;
}

/** The additional registration fields, a list the form holds, typed comma-separated. */
function ListField({ name, label }: { name: string; label: string }) {
  const field = useFormField<string[]>(name);
  return (
    <FormField
      label={label}
      name={field.name}
      value={field.value.join(', ')}
      onChange={(value) => field.onChange(value.split(',').map((f) => f.trim()).filter(Boolean))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

/** The form beside its live preview; saving is refused while a field has an error. */
export function ThemeEditor({ initial }: { initial: ThemeWrite }) {
  const cache = useCallCache();
  const save = useCallMutation(saveTheme);
  const form = useLmsForm<ThemeWrite>({ defaultValues: initial, rules: themeFormProblems, invalidMessage: FIX_ERRORS_MESSAGE });
  // The preview and the contrast warnings follow every keystroke (watch() answers the form's live
  // values, changed in place: nothing here may be memoised on their identity).
  const { settings, theme } = form.watch();
  const warnings = contrastWarnings(theme);

  return (
    <div className="lms-themes-layout">
      <Form
        form={form}
        aria-label="Theme settings"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({ body: values });
          void cache.invalidate(getStoredTheme);
          return { values: saved, success: SAVED_MESSAGE };
        }}
      >
        <fieldset>
          <legend>Identity and links</legend>
          <FormField name="settings.title" label="Title" />
          <FormField name="settings.identity" label="Identity" hint="generic for the full product" />
          <FormField name="settings.mailto" label="Support email (mailto)" type="email" />
          <SelectField name="settings.type" label="Type" options={[{ value: 'default', label: 'Default' }, { value: 'publisher', label: 'Publisher' }]} />
          <FormField name="settings.terms" label="Terms link" />
          <FormField name="settings.privacy" label="Privacy link" />
          <FormField name="settings.refund_policy" label="Refund policy link" />
        </fieldset>
        <fieldset>
          <legend>Logo and header</legend>
          <FormField name="settings.logo.url" label="Logo address" />
          <LogoUploadField name="settings.logo.url" label="Upload a logo" />
          <PixelField name="settings.logo.width" label="Logo width" />
          <PixelField name="settings.logo.height" label="Logo height" />
          <FormField name="settings.small_logo.url" label="Small logo address" />
          <LogoUploadField name="settings.small_logo.url" label="Upload a small logo" />
          <PixelField name="settings.small_logo.size" label="Small logo size" />
          <CheckboxField name="settings.small_header" label="Small header" />
        </fieldset>
        <fieldset>
          <legend>Colours</legend>
          <div className="lms-themes-colours">
            {COLOUR_KEYS.map((key) => (
              <ColourField key={key} name={`theme.${key}`} label={COLOUR_LABELS[key]} />
            ))}
          </div>
          <FormField name="theme.font" label="Font" />
          <FormField name="theme.advanced_horizontal_width" label="Advanced component tab width" />
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
          <SelectField name="settings.search" label="Search mode" options={[{ value: 'course', label: 'Search the course' }, { value: 'filter', label: 'Filter the page' }]} />
          <CheckboxField name="settings.sso_only" label="Single sign-on only" />
          <CheckboxField name="settings.notifications" label="Mention and reply emails (notifications)" />
          <CheckboxField name="settings.email_validation" label="Email validation before the first login" />
          <TextAreaField name="settings.banned_words" label="Banned words (comma-separated)" />
          <ListField name="settings.additional_fields" label="Additional registration fields (comma-separated)" />
          <StudentFieldsField />
        </fieldset>
        <TermTagsField />
        <FormStatusLine />
        <SubmitButton label="Save changes" busyLabel="Saving…" />
      </Form>
      <ThemePreview bundle={settings} theme={theme} />
    </div>
  );
}
