import { useRouteError } from 'react-router';
import './app.css';

/** What is left when the shell itself failed to render: an explanation and a way to start again. */
export function ShellCrash() {
  console.error(useRouteError());
  return (
    <main className="app-main">
      <div className="screen screen--narrow screen-message">
        <h1>Something went wrong</h1>
        <p>The page could not be displayed. Reloading usually helps.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
