export * from './model';
export * from './routes';
export * from './keys';
export * from './texts';
