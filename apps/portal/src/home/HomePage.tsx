import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { productTabs, unlistedRoutePaths, type ProductTabId } from '@wayfare/domain';
import { useExperiment, useSessionInfo } from '@wayfare/booking';
import { SearchFormSkeleton, useTenant } from '@wayfare/ui';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ComplimentaryNightPromotion } from './ComplimentaryNightPromotion';
import { homeWelcome } from './homeWelcome';
import { FirstVisitNotice } from './FirstVisitNotice';
import { productDescriptions, staysBookingUnavailable } from './productDescriptions';

// The homes search (with its date and guest pickers) loads when the Homes tab first opens.
const HomesSearchPanel = lazy(async () => ({
  default: (await import('@wayfare/homes/search-panel')).HomesSearchPanel,
}));

// The hotel search loads when a hotel tab (Hotels, Premier or Lifestyle Collection) first opens.
const HotelsSearchPanel = lazy(async () => ({
  default: (await import('@wayfare/hotels/search-panel')).HotelsSearchPanel,
}));

// The flight search (its airports, date and passengers pickers) loads when the Flights tab first
// opens.
const FlightsSearchPanel = lazy(async () => ({
  default: (await import('@wayfare/flights/search-panel')).FlightsSearchPanel,
}));

// While the experiment that offers a search, or the search's code, loads: the form's room.
const hotelSearchLoading = <SearchFormSkeleton label="Loading the hotel search" />;
const homesSearchLoading = <SearchFormSkeleton label="Loading the homes search" />;
const flightSearchLoading = <SearchFormSkeleton label="Loading the flight search" />;

/** The collection each hotel tab searches (Hotels searches them all). */
const hotelTabCollections = {
  hotels: undefined,
  'premier-collection': 'Premier',
  'lifestyle-collection': 'Lifestyle',
} as const satisfies Partial<Record<ProductTabId, 'Premier' | 'Lifestyle' | undefined>>;

const isHotelTab = (id: ProductTabId): id is keyof typeof hotelTabCollections =>
  Object.hasOwn(hotelTabCollections, id);

/** The home page (spec: platform §2, route /): a welcome, then the product tabs. */
export function HomePage() {
  const tenant = useTenant();
  const [selected, setSelected] = useState<ProductTabId>(productTabs[0].id);
  const homesExperiment = useExperiment('vacation-rentals');
  const staysBooking = useExperiment('stays-booking');
  const session = useSessionInfo();
  const tabId = (id: ProductTabId) => `product-tab-${id}`;
  const panelId = (id: ProductTabId) => `product-panel-${id}`;

  return (
    <>
      <title>Wayfare</title>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 7 } }}>
        <Container>
          <Typography variant="h1">{homeWelcome[tenant].title}</Typography>
          <Typography sx={{ mt: 1, fontSize: { md: '1.125rem' } }}>
            {homeWelcome[tenant].tagline}
          </Typography>
          {/* Where a booked trip is changed or cancelled: one step from home (products §2 "my trips homepage"). */}
          <Button
            component={RouterLink}
            to={unlistedRoutePaths.trips}
            variant="outlined"
            color="inherit"
            sx={{ mt: 2, display: 'flex', width: 'fit-content' }}
          >
            My Trips
          </Button>
          <ComplimentaryNightPromotion />
        </Container>
      </Box>
      <Container sx={{ mt: { xs: -2, md: -4 }, mb: 6 }}>
        {session.data?.isFirstSession === true && (
          <FirstVisitNotice firstName={session.data.userInfo.firstName} />
        )}
        <Paper elevation={2}>
          <Tabs
            value={selected}
            onChange={(_, value: ProductTabId) => setSelected(value)}
            aria-label="Products"
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {productTabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={tab.label}
                id={tabId(tab.id)}
                aria-controls={panelId(tab.id)}
              />
            ))}
          </Tabs>
          {productTabs.map((tab) => (
            <Box
              key={tab.id}
              role="tabpanel"
              id={panelId(tab.id)}
              aria-labelledby={tabId(tab.id)}
              hidden={selected !== tab.id}
              sx={{ p: { xs: 2, md: 4 }, borderTop: 1, borderColor: 'divider' }}
            >
              {selected === tab.id && (
                <>
                  <Typography variant="h2">{tab.label}</Typography>
                  <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                    {isHotelTab(tab.id) && staysBooking === 'off'
                      ? staysBookingUnavailable
                      : productDescriptions[tab.id]}
                  </Typography>
                  {isHotelTab(tab.id) && staysBooking === 'loading' && hotelSearchLoading}
                  {isHotelTab(tab.id) && staysBooking === 'on' && (
                    <Suspense fallback={hotelSearchLoading}>
                      <HotelsSearchPanel lodgingCollection={hotelTabCollections[tab.id]} />
                    </Suspense>
                  )}
                  {tab.id === 'flights' && (
                    <Suspense fallback={flightSearchLoading}>
                      <FlightsSearchPanel />
                    </Suspense>
                  )}
                  {tab.id === 'homes' && homesExperiment === 'loading' && homesSearchLoading}
                  {tab.id === 'homes' && homesExperiment === 'on' && (
                    <Suspense fallback={homesSearchLoading}>
                      <HomesSearchPanel />
                    </Suspense>
                  )}
                </>
              )}
            </Box>
          ))}
        </Paper>
      </Container>
    </>
  );
}
