import { useState } from 'react';

interface SaveState {
  saving: boolean;
  success?: string;
  error?: string;
}

/** A form's save in progress, and its last outcome. */
export function useSaveStatus() {
  const [state, setState] = useState<SaveState>({ saving: false });
  return {
    ...state,
    start: () => setState({ saving: true }),
    succeed: (message: string) => setState({ saving: false, success: message }),
    fail: (error?: string) => setState({ saving: false, error }),
  };
}
