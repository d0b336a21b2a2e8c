export * from './consent';
export * from './api';
