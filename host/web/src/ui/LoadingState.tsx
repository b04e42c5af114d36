import { LoaderCircle } from 'lucide-react';
import './loadingState.css';

/** A small announced "working on it" line. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="loading-state">
      <LoaderCircle className="loading-state__spinner" aria-hidden="true" size={18} />
      {label}
    </p>
  );
}
