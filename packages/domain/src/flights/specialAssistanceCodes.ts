/** Special-assistance codes a traveler may ask for (spec: products §3 Traveler fields). */
export const specialAssistanceCodes = [
  'BLND',
  'DEAF',
  'STCR',
  'WCHR',
  'WCHS',
  'WCHC',
  'WCBD',
  'WCBW',
  'WCLB',
  'WCMP',
  'WCOB',
] as const;
export type SpecialAssistanceCode = (typeof specialAssistanceCodes)[number];
