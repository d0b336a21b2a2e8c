export * from './document';
export * from './differences';
export * from './logs';
export * from './pack';
export * from './texts';
