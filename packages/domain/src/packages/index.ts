export * from './packageKinds';
export * from './packagePortals';
export * from './packageSteps';
export * from './packageDiscountKinds';
export * from './packageCardTypes';
export * from './packageRestrictionWarningLevels';
