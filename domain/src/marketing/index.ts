export * from './texts';
export * from './contact';
export * from './businessContact';
export * from './plans';
export * from './practice';
export * from './legal';
