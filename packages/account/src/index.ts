// Each account screen's routes; the portal mounts them (ARCHITECTURE.md, feature packages).
export * from './header';
export * from './session';
export * from './wallet';
export * from './favorites';
export * from './travelers';
export * from './paymentMethods';
export * from './help';
