import { createContext, useContext } from 'react';

/** The move that leaves the app: to Stripe's hosted checkout page. A context so tests can watch it: jsdom does not navigate. */
export interface BrowserLocation {
  /** Loads another page (Stripe Checkout). */
  assign(url: string): void;
}

const WINDOW_LOCATION: BrowserLocation = {
  assign: (url) => window.location.assign(url),
};

export const BrowserLocationContext = createContext<BrowserLocation>(WINDOW_LOCATION);

export const useBrowserLocation = (): BrowserLocation => useContext(BrowserLocationContext);
