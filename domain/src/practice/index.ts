export * from './history';
export * from './progress';
export * from './coaching';
export * from './texts';
export * from './share';
