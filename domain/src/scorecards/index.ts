export * from './agreement';
export * from './blind';
export * from './model';
export * from './schemas';
