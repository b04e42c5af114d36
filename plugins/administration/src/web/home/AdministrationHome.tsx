import { useId } from 'react';
import { AppLink, pageClass, useAdministrationEntries } from '@lms/sdk/web';
import '../administration.css';

/** /administrator (part 3 §2): every screen of the administration area the user may open, from every plugin. */
export default function AdministrationHome() {
  const titleId = useId();
  const entries = useAdministrationEntries();
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Administration</h1>
      {entries.length === 0 ? (
        <p>No administration screen is installed.</p>
      ) : (
        <ul className="lms-administration-list">
          {entries.map((entry) => (
            <li key={entry.href}>
              <AppLink to={entry.href}>{entry.label}</AppLink>
              {entry.description && <p>{entry.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
