import './app.css';

/** Shown instead of the app when it cannot start (for example two plugins with one id). */
export function BootFailure({ message }: { message: string }) {
  return (
    <main className="app-main">
      <div className="screen screen--narrow screen-message">
        <h1>The application could not start</h1>
        <p role="alert">{message}</p>
      </div>
    </main>
  );
}
