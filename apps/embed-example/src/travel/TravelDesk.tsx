import { HomesBookingWidget, type HomesBookingWidgetProps } from '@wayfare/homes';
import { useState } from 'react';

type Reservation = Parameters<NonNullable<HomesBookingWidgetProps['onBooked']>>[0];

/** Where Wayfare's pages that the widget does not hold go: the card portal (a fictional one). */
const portalLinks = {
  portalUrl: 'https://travel.northwind-card.example',
  myTrips: 'https://travel.northwind-card.example/trips/',
};

/**
 * The club's travel desk: its own React layout (header, navigation, a note of the last booking)
 * around Wayfare's widget, whose pages live in the address under /travel/.
 */
export function TravelDesk() {
  const [booked, setBooked] = useState<Reservation>();
  return (
    <>
      <header className="club-header">
        <p className="club-name">Northwind Travel Club</p>
        <nav aria-label="Club">
          <ul>
            <li>
              <a href="/">Lakeside getaways</a>
            </li>
            <li>
              <a href="/two.html">Two cabins</a>
            </li>
            <li>
              <a href="/travel/">Travel desk</a>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <h1>The club's travel desk</h1>
        <p className="club-booked" role="status">
          {booked
            ? `Booked! Your reservation is ${booked.id.value}.`
            : 'Find a home for your next trip.'}
        </p>
        <section className="club-booking" aria-label="Book a vacation rental">
          <HomesBookingWidget
            apiBaseUrl={window.location.origin}
            basePath="/travel"
            links={portalLinks}
            onBooked={setBooked}
            onError={(error) => console.warn('Wayfare:', error)}
          />
        </section>
      </main>
    </>
  );
}
