export * from './outbox';
export * from './texts';
export * from './api';
