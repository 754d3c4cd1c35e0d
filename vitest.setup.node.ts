// Node tests run in the spec's default time zone so date rules behave as they do for travellers.
process.env.TZ = 'America/Toronto';
