export * from './coach';
export * from './search';
export * from './address';
export * from './mentors';
