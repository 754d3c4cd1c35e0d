/** The form's fields: one row on desktop (place, dates, guests, Search), stacked on a phone. */
export const searchFormFieldsSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1fr auto' },
  alignItems: 'center',
} as const;
