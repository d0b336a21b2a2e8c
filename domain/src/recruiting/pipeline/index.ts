export * from './model';
export * from './routes';
