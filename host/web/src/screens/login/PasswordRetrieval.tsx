import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { PasswordRecoveryForm } from './PasswordRecoveryForm.tsx';

/** The login face's accordion section for a forgotten password (a heading button that shows and hides its panel). */
export function PasswordRetrieval() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <div className="entry-accordion">
      <h2 className="entry-accordion__heading">
        <button
          id={buttonId}
          type="button"
          className="entry-accordion__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          Forgot your password?
          <ChevronDown aria-hidden="true" size={18} className="entry-accordion__chevron" />
        </button>
      </h2>
      {open && (
        <div id={panelId} role="region" aria-labelledby={buttonId} className="entry-accordion__panel">
          <PasswordRecoveryForm />
        </div>
      )}
    </div>
  );
}
