export * from './status';
export * from './fields';
export * from './texts';
export * from './types';
export * from './schemas';
export * from './dashboard';
export * from './applicationForm';
export * from './jobPage';
