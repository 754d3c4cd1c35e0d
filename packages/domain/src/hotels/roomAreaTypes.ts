/** The areas a hotel room's description is split into (spec: products §3). */
export const roomAreaTypes = ['Bedroom', 'CommonArea', 'LivingRoom', 'Loft'] as const;
export type RoomAreaType = (typeof roomAreaTypes)[number];
