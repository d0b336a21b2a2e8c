export * from './predefined';
export * from './session';
export * from './context';
