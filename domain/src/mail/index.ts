export * from './outbox';
export * from './texts';
