/** Vite bundles the stylesheets the screens import for their side effect. */
declare module '*.css';
