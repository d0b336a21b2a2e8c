export * from './result';
export * from './badges';
