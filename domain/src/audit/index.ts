export * from './kinds';
export * from './csv';
export * from './time';
