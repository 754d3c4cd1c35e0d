import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AddressChange,
  useBookingEnvironment,
  useCalendarAvailability,
  useExperiment,
  useListing,
  useToday,
  useTrackEvent,
} from '@wayfare/booking';
import {
  addressLine,
  backFromListingPath,
  continueToCheckoutPath,
  formatFiat,
  formatReviewScore,
  headerTitle,
  landingPath,
  listingLayout,
  stayOf,
  truncationLimits,
  visibleListingSections,
  type ListingQuery,
  type VacationRentalListing,
} from '@wayfare/domain';
import { PhotoGalleryWithModal, TruncatedText } from '@wayfare/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListingAmenities } from './ListingAmenities';
import { ListingErrorModalOnDemand } from './ListingErrorModalOnDemand';
import { ListingHouseRules } from './ListingHouseRules';
import { ListingLocation } from './ListingLocation';
import { ListingOverview } from './ListingOverview';
import { ListingReviews } from './ListingReviews';
import { ListingSaveButton } from './ListingSaveButton';
import { ListingSection } from './ListingSection';
import { ListingSectionTabs } from './ListingSectionTabs';
import { ListingSkeleton } from './ListingSkeleton';
import { ListingUnavailableNotice } from './ListingUnavailableNotice';
import { PricingBox } from './PricingBox';
import { stayUnavailability } from './listingPageState';
import { useListingPageQuery } from './useListingPageQuery';
import { useBottomBarPosition } from '../widget/widgetHost';

/**
 * The vacation-rental listing (spec: platform §2 /vacation-rentals/shop/): the skeleton while it
 * loads, the error modal when there is no listing, and otherwise its sections with the booking
 * panel (sticky on desktop, a fixed bottom call to action on mobile).
 */
export function ListingPage() {
  const [query, changeQuery, latestQuery] = useListingPageQuery();
  const navigate = useNavigate();
  const listing = useListing(
    query.listingId === undefined ? undefined : stayOf({ ...query, listingId: query.listingId }),
  );
  const track = useTrackEvent();
  const failed =
    query.listingId === undefined || listing.isError || listing.data?.status === 'failure';

  useEffect(() => {
    // spec: platform §4 "A shop failure is logged and set to Unknown."
    if (listing.isError)
      track('vacation_rental_shop_failed', { reason: 'Unknown', listing_id: query.listingId });
  }, [listing.isError, query.listingId, track]);

  if (failed) return <ListingErrorModalOnDemand open onReturn={() => void navigate(landingPath)} />;
  if (listing.data?.status !== 'listing') return <ListingSkeleton />;
  return (
    <ListingContent
      listing={listing.data.listing}
      query={query}
      onQueryChange={changeQuery}
      latestQuery={latestQuery}
    />
  );
}

interface ListingContentProps {
  readonly listing: VacationRentalListing;
  readonly query: ListingQuery;
  readonly onQueryChange: AddressChange<ListingQuery>;
  /** The query as last asked for, which may not be drawn yet: what leaving the listing takes. */
  readonly latestQuery: () => ListingQuery;
}

function ListingContent({ listing, query, onQueryChange, latestQuery }: ListingContentProps) {
  const navigate = useNavigate();
  const { now, timeZone, modes } = useBookingEnvironment();
  // spec: platform §1 the travel app "hides back buttons".
  const showBack = !query.isTravelApp && !modes.isTravelApp;
  const today = useToday();
  const track = useTrackEvent();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const viewportWidth = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true })
    ? 1280
    : isMobile
      ? 390
      : 960;
  const bottomBar = useBottomBarPosition();
  const reviewsOn = useExperiment('cover-reviews') === 'on';
  const categorizedGalleryOn = useExperiment('categorized-gallery') === 'on';
  const calendar = useCalendarAvailability(listing.listingId.id);
  const { content, reviews } = listing.listing;
  const sections = useMemo(
    () =>
      visibleListingSections({
        hasDescription: Boolean(content.description),
        reviewsExperimentOn: reviewsOn,
        reviewCount: reviews.length,
      }),
    [content.description, reviewsOn, reviews.length],
  );
  const unavailable = stayUnavailability(listing, query, calendar.data, today);
  const rate =
    listing.availability.AvailabilityResult === 'Available' ? listing.availability.rate : undefined;
  const back = () => void navigate(backFromListingPath(latestQuery(), { now: now(), timeZone }));
  const continueToCheckout = () => void navigate(continueToCheckoutPath(latestQuery()));
  const onImageError = (url: string) =>
    track('image_load_failed', { url, listing_id: listing.listingId.id });

  const booking: ReactNode =
    unavailable === null ? (
      <ListingUnavailableNotice onReturnToSearch={back} />
    ) : (
      <PricingBox
        key={`${query.fromDate}/${query.untilDate}`}
        listing={listing}
        query={query}
        onQueryChange={onQueryChange}
        unavailableReason={unavailable}
        today={today}
        calendar={calendar.data}
        calendarLoading={calendar.isPending}
        onContinue={continueToCheckout}
      />
    );
  const sectionBody = (id: (typeof sections)[number]['id']): ReactNode => {
    switch (id) {
      case 'gallery':
        return null;
      case 'overview':
        return <ListingOverview listing={listing} viewportWidth={viewportWidth} />;
      case 'about':
        return (
          <TruncatedText text={content.description ?? ''} limit={truncationLimits.description} />
        );
      case 'amenities':
        return <ListingAmenities amenities={content.amenities} />;
      case 'reviews':
        return <ListingReviews reviews={reviews} score={content.userRating?.score} />;
      case 'location':
        return <ListingLocation listing={listing} />;
      case 'house-rules':
        return <ListingHouseRules listing={listing} />;
    }
  };

  return (
    <Box sx={{ pb: { xs: 12, md: 6 } }}>
      <title>{`${headerTitle(content.name)} · Wayfare`}</title>
      <Container sx={{ pt: 2 }}>
        {showBack && (
          <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 1 }}>
            Back
          </Button>
        )}
        <PhotoGalleryWithModal
          photos={content.media}
          listingName={content.name}
          categorizedGalleryOn={categorizedGalleryOn}
          onImageError={onImageError}
        />
        <Box sx={{ mt: 3 }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography variant="h1">{content.name}</Typography>
            <ListingSaveButton listingId={listing.listingId.id} listingName={content.name} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              addressLine(content.location.address),
              content.userRating && `${formatReviewScore(content.userRating.score)} out of 10`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {!isMobile && (
          <Box sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.default', mt: 2 }}>
            <ListingSectionTabs sections={sections.filter((section) => section.id !== 'gallery')} />
          </Box>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: `${listingLayout.bookGrid.columnGap}px`,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(320px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            {sections
              .filter((section) => section.id !== 'gallery')
              .map((section) => (
                <ListingSection key={section.id} id={section.id} title={section.title}>
                  {sectionBody(section.id)}
                </ListingSection>
              ))}
          </Box>
          <Box
            sx={{
              position: { md: 'sticky' },
              top: { md: 72 },
              order: { xs: -1, md: 0 },
              mt: { xs: 2, md: 4 },
            }}
          >
            {booking}
          </Box>
        </Box>
      </Container>
      {isMobile && rate && unavailable === undefined && (
        <Paper
          elevation={8}
          square
          sx={{
            ...bottomBar,
            px: `${listingLayout.bookGrid.mobileSidePadding}px`,
            py: 1.5,
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{formatFiat(rate.price.total.fiat)}</Typography>
              <Typography variant="body2" color="text.secondary">
                Total for your stay
              </Typography>
            </Box>
            <Button variant="contained" size="large" onClick={continueToCheckout}>
              Continue
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
