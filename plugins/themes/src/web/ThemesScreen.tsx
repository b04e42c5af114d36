import { useId } from 'react';
import { pageClass } from '@lms/sdk/web';
import { getStoredTheme } from '../calls/themeCalls.ts';
import { ThemeEditor } from './ThemeEditor.tsx';
import { useCallQuery } from './serverData.ts';
import './themes.css';

/** /administrator/themes (part 3 §2, §5): this host's label bundle and theme, with a live preview. */
export default function ThemesScreen() {
  const titleId = useId();
  const stored = useCallQuery(getStoredTheme, {});
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Themes</h1>
      {stored.isPending && <p role="status">Loading the theme…</p>}
      {stored.error && (
        <p className="lms-field-error" role="alert">
          {stored.error.message}
        </p>
      )}
      {stored.data && <ThemeEditor initial={stored.data} />}
    </section>
  );
}
