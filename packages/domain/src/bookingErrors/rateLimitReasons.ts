/** Why a booking is refused for its rate of requests (spec: products §3 "rate-limit reasons"). */
export const rateLimitReasons = ['ExcessiveActivity', 'Unauthorized'] as const;
export type RateLimitReason = (typeof rateLimitReasons)[number];
