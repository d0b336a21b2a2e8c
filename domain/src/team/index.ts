export * from './texts';
export * from './schemas';
