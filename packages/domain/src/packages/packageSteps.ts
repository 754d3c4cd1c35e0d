/** The package flight steps, in order (spec: products §3 Packages). */
export const packageSteps = ['ChooseDeparture', 'ChooseReturn'] as const;
export type PackageStep = (typeof packageSteps)[number];
