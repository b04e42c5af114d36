import { useShell } from '../../app/ShellContext.ts';

/** The label bundle's terms page, opened beside the form so nothing typed is lost. */
export function TermsLink({ children = 'Terms and Conditions' }: { children?: string }) {
  const { settings } = useShell();
  return (
    <a href={settings.terms} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
