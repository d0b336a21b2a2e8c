export * from './jobdesc';
