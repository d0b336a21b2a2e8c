export * from './consent';
export * from './api';
export * from './rights';
export * from './appCheck';
export * from './retention';
