import { useRouteError } from 'react-router';
import './app.css';
import { Button } from '@lms/sdk/web';

/** What is left when the shell itself failed to render: an explanation and a way to start again. */
export function ShellCrash() {
  console.error(useRouteError());
  return (
    <main className="app-main">
      <div className="screen screen--narrow screen-message">
        <h1>Something went wrong</h1>
        <p>The page could not be displayed. Reloading usually helps.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  );
}
