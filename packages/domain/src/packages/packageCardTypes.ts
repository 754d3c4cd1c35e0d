/** Card layouts of a package (spec: products §3 Packages "card type SlimCreditCard"). */
export const packageCardTypes = ['SlimCreditCard'] as const;
export type PackageCardType = (typeof packageCardTypes)[number];
