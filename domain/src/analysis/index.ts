export * from './result';
export * from './badges';
export * from './rubric';
export * from './evidence';
export * from './finalize';
export * from './comparison';
export * from './integrity';
export * from './integritySchemas';
