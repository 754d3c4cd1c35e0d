/** Who a flight is booked through (spec: products §3 "Booking vendors Sabre, TF"). */
export const bookingVendors = ['Sabre', 'TF'] as const;
export type BookingVendor = (typeof bookingVendors)[number];
