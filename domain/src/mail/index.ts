export * from './outbox';
export * from './texts';
export * from './api';
export * from './templates';
export * from './candidateMail';
export * from './rejectionFeedback';
