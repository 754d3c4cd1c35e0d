// The fake backend's calendars are fixed dates (one per listing), so the bench asks it, as any
// client would, for the first three free nights of the Lakeside Cabin from a month out.

const isoDaysFromToday = (days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A browser session of the fake backend: its cookies, and its CSRF token for the header. */
async function openSession(baseUrl) {
  const page = await fetch(`${baseUrl}/`, { headers: { Accept: 'text/html' } });
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf: decodeURIComponent(csrf) };
}

export async function firstFreeStay(baseUrl, listingId = 'listing-lakeside-cabin') {
  const session = await openSession(baseUrl);
  for (let days = 30; days < 120; days += 1) {
    const stay = { from: isoDaysFromToday(days), until: isoDaysFromToday(days + 3) };
    const answer = await fetch(`${baseUrl}/api/v0/homes/shop`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: session.cookie,
        'H-Csrf-Token': session.csrf,
      },
      body: JSON.stringify({
        listingId,
        stayDetails: { dateRange: stay },
        guestDetails: { adults: 2, children: [], infants: 0, petsIncluded: false },
        distributionChannels: [{ channelId: 'cap1_general' }],
      }),
    });
    const body = await answer.json();
    if (body?.value?.listing?.availability?.AvailabilityResult === 'Available') return stay;
  }
  throw new Error(`No three free nights for ${listingId} in the next four months.`);
}
