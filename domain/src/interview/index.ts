export * from './predefined';
export * from './session';
export * from './context';
export * from './media';
export * from './texts';
export * from './api';
export * from './accommodations';
