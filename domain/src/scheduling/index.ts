export * from './model';
export * from './zones';
export * from './slots';
export * from './texts';
export * from './kit';
export * from './mail';
export * from './schemas';
