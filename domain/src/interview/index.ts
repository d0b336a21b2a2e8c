export * from './predefined';
export * from './session';
