export * from './color.ts';
export * from './theme.ts';
export * from './labelBundle.ts';
export * from './cssVariables.ts';
export * from './breakpoints.ts';
export * from './chartColors.ts';
