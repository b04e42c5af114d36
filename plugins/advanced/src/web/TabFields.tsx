import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Field, FormField, TextAreaField, Button } from '@lms/sdk/web';
import type { AdvancedTab, TabButtonType } from '../schemas/advancedConfig.ts';

interface TabFieldsProps {
  tab: AdvancedTab;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange(tab: AdvancedTab): void;
  onMove(to: number): void;
  onRemove(): void;
  /** The tab's components and the controls to add more. */
  children: ReactNode;
}

/** The colour the picker starts from when a tab gets one. */
const FIRST_COLOUR = '#1a73e8';

/** One tab's fields (part 2 §3: buttonText, buttonType, description, thumbnail, colour, locked) and its place among the tabs. */
export function TabFields({ tab, index, count, errors, onChange, onMove, onRemove, children }: TabFieldsProps) {
  const at = (field: string) => errors[`tabs/${index}/${field}`];
  const set = (patch: Partial<AdvancedTab>) => onChange({ ...tab, ...patch });
  const separator = tab.buttonType === 'separator';
  const title = `${separator ? 'Separator' : 'Tab'} ${index + 1}${tab.buttonText ? `: ${tab.buttonText}` : ''}`;
  return (
    <fieldset className="lms-advanced-tab-fields">
      <legend>{title}</legend>
      <div className="lms-advanced-actions">
        <Button variant="quiet" small aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" size={16} />
        </Button>
        <Button variant="quiet" small aria-label={`Move ${title} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" size={16} />
        </Button>
        <Button variant="quiet" small aria-label={`Remove ${title}`} disabled={count === 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" size={16} />
        </Button>
      </div>
      <Field label="Kind" layout="inline">
        {(control) => (
          <select {...control} value={tab.buttonType} onChange={(event) => set({ buttonType: event.target.value as TabButtonType })}>
            <option value="regular">Tab</option>
            <option value="separator">Separator (a divider that names the tabs after it)</option>
          </select>
        )}
      </Field>
      <FormField layout="inline" label={separator ? 'Separator name' : 'Tab name'} value={tab.buttonText} onChange={(buttonText) => set({ buttonText })} error={at('buttonText')} />
      {!separator && (
        <>
          <TextAreaField layout="inline" label="Description" rows={3} value={tab.description} onChange={(description) => set({ description })} error={at('description')} />
          <FormField
            layout="inline"
            label="Thumbnail URL"
            value={tab.thumbnailUrl}
            onChange={(thumbnailUrl) => set({ thumbnailUrl })}
            error={at('thumbnailUrl')}
            hint="An image shown on the tab (http(s) address or a path of this site)."
          />
          <FormField
            layout="inline"
            label="Thumbnail alt text"
            value={tab.altText}
            onChange={(altText) => set({ altText })}
            error={at('altText')}
            hint="Leave it empty when the image only decorates the tab."
          />
          <div className="lms-advanced-field lms-advanced-colour">
            <label>
              <input type="checkbox" checked={tab.color !== ''} onChange={(event) => set({ color: event.target.checked ? FIRST_COLOUR : '' })} />
              Colour
            </label>
            {tab.color !== '' && (
              <input type="color" aria-label={`Colour of ${title}`} value={tab.color} onChange={(event) => set({ color: event.target.value })} />
            )}
            {at('color') && (
              <p className="lms-advanced-error" role="alert">
                {at('color')}
              </p>
            )}
          </div>
          <label className="lms-advanced-check">
            <input type="checkbox" checked={tab.locked} onChange={(event) => set({ locked: event.target.checked })} />
            Locked: hidden from students
          </label>
        </>
      )}
      {children}
    </fieldset>
  );
}
