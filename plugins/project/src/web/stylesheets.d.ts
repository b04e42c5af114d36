/** Vite bundles the stylesheets the components import for their side effect. */
declare module '*.css';
