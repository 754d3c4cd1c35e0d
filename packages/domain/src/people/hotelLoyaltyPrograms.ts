/** A hotel loyalty program (spec: platform §3 "Hotel loyalty program: name, code, hotel chain"). */
export interface HotelLoyaltyProgram {
  readonly name: string;
  /** The key of a traveler's hotelLoyalty map. */
  readonly code: string;
  readonly hotelChain: string;
}

/**
 * spec: platform §3 "about 37 programs, such as ACH, BWH, CHH, HIL, HYA, IHG, MAR, WYN". Those
 * eight codes are the spec's; the other programs and their codes are ours (real programmes).
 */
export const hotelLoyaltyPrograms = [
  { code: 'ACH', name: 'ALL - Accor Live Limitless', hotelChain: 'Accor' },
  { code: 'BWH', name: 'Best Western Rewards', hotelChain: 'Best Western Hotels & Resorts' },
  { code: 'CHH', name: 'Choice Privileges', hotelChain: 'Choice Hotels' },
  { code: 'HIL', name: 'Hilton Honors', hotelChain: 'Hilton' },
  { code: 'HYA', name: 'World of Hyatt', hotelChain: 'Hyatt' },
  { code: 'IHG', name: 'IHG One Rewards', hotelChain: 'IHG Hotels & Resorts' },
  { code: 'MAR', name: 'Marriott Bonvoy', hotelChain: 'Marriott International' },
  { code: 'WYN', name: 'Wyndham Rewards', hotelChain: 'Wyndham Hotels & Resorts' },
  { code: 'RAD', name: 'Radisson Rewards', hotelChain: 'Radisson Hotel Group' },
  { code: 'SHA', name: 'Shangri-La Circle', hotelChain: 'Shangri-La Group' },
  { code: 'GHA', name: 'GHA DISCOVERY', hotelChain: 'Global Hotel Alliance' },
  { code: 'LHW', name: 'Leaders Club', hotelChain: 'The Leading Hotels of the World' },
  { code: 'SLH', name: 'SLH INVITED', hotelChain: 'Small Luxury Hotels of the World' },
  { code: 'PHR', name: 'I Prefer Hotel Rewards', hotelChain: 'Preferred Hotels & Resorts' },
  { code: 'OMN', name: 'Omni Select Guest', hotelChain: 'Omni Hotels & Resorts' },
  { code: 'SON', name: 'Sonesta Travel Pass', hotelChain: 'Sonesta International Hotels' },
  { code: 'MEL', name: 'MeliáRewards', hotelChain: 'Meliá Hotels International' },
  { code: 'LOE', name: 'Loews Hotels YouFirst', hotelChain: 'Loews Hotels' },
  { code: 'DRU', name: 'Drury Rewards', hotelChain: 'Drury Hotels' },
  { code: 'CAE', name: 'Caesars Rewards', hotelChain: 'Caesars Entertainment' },
  { code: 'MGM', name: 'MGM Rewards', hotelChain: 'MGM Resorts International' },
  { code: 'WYR', name: 'Wynn Rewards', hotelChain: 'Wynn Resorts' },
  { code: 'MAN', name: 'Fans of M.O.', hotelChain: 'Mandarin Oriental Hotel Group' },
  { code: 'DUS', name: 'Dusit Gold', hotelChain: 'Dusit International' },
  { code: 'SCA', name: 'Scandic Friends', hotelChain: 'Scandic Hotels' },
  { code: 'JUM', name: 'Jumeirah One', hotelChain: 'Jumeirah' },
  { code: 'ROT', name: 'Rotana Rewards', hotelChain: 'Rotana Hotels' },
  { code: 'OKU', name: 'One Harmony', hotelChain: 'Okura Nikko Hotels' },
  { code: 'MIL', name: 'MyMillennium', hotelChain: 'Millennium Hotels and Resorts' },
  { code: 'HRK', name: 'Unity by Hard Rock', hotelChain: 'Hard Rock International' },
  { code: 'RIU', name: 'Riu Class', hotelChain: 'RIU Hotels & Resorts' },
  { code: 'IBE', name: 'Star Prestige', hotelChain: 'Iberostar Hotels & Resorts' },
  { code: 'RRI', name: 'Red Roof RediRewards', hotelChain: 'Red Roof' },
  { code: 'ASC', name: 'Ascott Star Rewards', hotelChain: 'The Ascott Limited' },
  { code: 'DHR', name: 'H Rewards', hotelChain: 'Deutsche Hospitality' },
  { code: 'LOT', name: 'Lotte Hotel Rewards', hotelChain: 'Lotte Hotels & Resorts' },
  { code: 'LEO', name: 'Leonardo AdvantageCLUB', hotelChain: 'Leonardo Hotels' },
] as const satisfies readonly HotelLoyaltyProgram[];

export type HotelLoyaltyProgramCode = (typeof hotelLoyaltyPrograms)[number]['code'];

export const hotelLoyaltyProgramCodes: readonly HotelLoyaltyProgramCode[] =
  hotelLoyaltyPrograms.map((program) => program.code);

/** The program a traveler's hotelLoyalty key names, if we know it. */
export function hotelLoyaltyProgram(code: string): HotelLoyaltyProgram | undefined {
  return hotelLoyaltyPrograms.find((program) => program.code === code);
}
