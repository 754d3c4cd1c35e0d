import type { SpecialAssistanceCode } from '@wayfare/domain';

/**
 * What each special-assistance code means, in words (ours: the spec lists the codes only,
 * products §3; these are the IATA meanings). Shown beside the code, which airlines know it by.
 */
export const specialAssistanceLabels: Record<SpecialAssistanceCode, string> = {
  BLND: 'Blind or visually impaired',
  DEAF: 'Deaf or hard of hearing',
  STCR: 'Needs a stretcher',
  WCHR: 'Wheelchair for distances, can use stairs',
  WCHS: 'Wheelchair, cannot use stairs',
  WCHC: 'Wheelchair, carried to the seat',
  WCBD: 'Own wheelchair, dry-cell battery',
  WCBW: 'Own wheelchair, wet-cell battery',
  WCLB: 'Own wheelchair, lithium battery',
  WCMP: 'Own manual wheelchair',
  WCOB: 'On-board wheelchair',
};
