export * from './agreement';
export * from './model';
export * from './schemas';
