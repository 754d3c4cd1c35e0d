export * from './reservationStorage';
export * from './useReservation';
