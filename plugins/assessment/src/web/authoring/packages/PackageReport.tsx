import type { ApiPackage } from './packageApi.ts';

const minutes = (seconds: unknown) => (typeof seconds === 'number' && seconds > 0 ? `${Math.round(seconds / 60)} min` : 'none');

/** What a package would import and what it refuses, before the instructor confirms. */
export function PackageReport({ pkg }: { pkg: ApiPackage }) {
  const { report } = pkg;
  const ready = report.items.filter((item) => item.refused === null);
  return (
    <div className="lms-package-report">
      <p>
        QTI {pkg.version}: {ready.length} of {report.items.length} items, {report.stimuli.length} passages, {report.media.length} media files, {report.tests.length} tests.
      </p>
      <table className="lms-package-table">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Question</th>
            <th scope="col">Type</th>
            <th scope="col">Points</th>
            <th scope="col">Import</th>
          </tr>
        </thead>
        <tbody>
          {report.items.map((item) => (
            <tr key={item.path}>
              <td>{item.path}</td>
              <td>{item.title || item.identifier}</td>
              <td>{item.type ?? '—'}</td>
              <td>{item.points ?? '—'}</td>
              <td>{item.refused === null ? (item.stimuli.length ? 'Yes, with its passage' : 'Yes') : <span className="lms-field-error">Refused: {item.refused}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.tests.map((test) => (
        <section key={test.path} aria-label={`Test ${test.title || test.path}`}>
          <h3>Test “{test.title || test.identifier}”</h3>
          <p>
            {test.sections.length} sections, {test.sections.reduce((sum, section) => sum + section.items, 0)} items; time limit {minutes(test.settings.time_limit)}
            {test.settings.scramble ? ', items shuffled' : ''}
            {test.settings.lock_back_button ? ', no going back' : ''}
            {typeof test.settings.pickx === 'number' && test.settings.pickx > 0 ? `, ${test.settings.pickx} items picked at random` : ''}.
          </p>
          {test.left_out.length > 0 && <p>Left out (refused or missing): {test.left_out.join(', ')}</p>}
          {test.not_kept.length > 0 && (
            <>
              <p>Not kept:</p>
              <ul>
                {test.not_kept.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
      {report.refused.length > 0 && (
        <>
          <h3>Files not imported</h3>
          <ul>
            {report.refused.map((file) => (
              <li key={file.path}>
                {file.path}: {file.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
