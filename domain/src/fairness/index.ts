export * from './selfIdentification';
export * from './texts';
