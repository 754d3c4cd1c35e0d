import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@wayfare/api';
import { useTrackEvent } from '@wayfare/booking';
import {
  hotelAmenityLabels,
  hotelOfferTexts,
  lodgingCollectionLabels,
  staysBookPath,
  type HotelShop,
} from '@wayfare/domain';
import { PageLoading, PhotoGalleryWithModal, StarRating } from '@wayfare/ui';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { hotelPageTexts } from './hotelPageTexts';
import { RoomCard } from './RoomCard';
import type { HotelRooms } from './useHotelRooms';
import { HotelLoadFailed, HotelPageNotice } from '../shared/HotelPageNotice';

// Leaflet comes with the location section only.
const ListingLocationMap = lazy(async () => ({
  default: (await import('@wayfare/ui/maps')).ListingLocationMap,
}));

export interface HotelShopViewProps extends HotelRooms {
  /** Whether the address names a hotel at all. */
  readonly hasLodging: boolean;
  /** Where "back" leads, and its words. */
  readonly back: { readonly href: string; readonly label: string };
  /** Above the hotel's name: a premium collection's banner. */
  readonly banner?: ReactNode;
  /** Stands in for the room select when the stay cannot be booked (premium stays' unavailable). */
  readonly roomsUnavailable?: ReactNode;
}

/**
 * A hotel's details and room select (spec: products §2 "hotel details", "room select"; §3, §4):
 * the hotel, its photos, what it offers, its amenities and where it stands, then its rooms with
 * their rates and refundable variants. A hotel the backend does not have says so; a failed call
 * offers a retry.
 */
export function HotelShopView({
  hasLodging,
  shop,
  rooms,
  nights,
  rewardsAccountReferenceId,
  stay,
  back,
  banner,
  roomsUnavailable,
}: HotelShopViewProps) {
  const track = useTrackEvent();
  const navigate = useNavigate();
  const onImageError = useCallback((url: string) => track('image_load_failed', { url }), [track]);
  const backLink = (
    <Button component={RouterLink} to={back.href} sx={{ mb: 1 }}>
      {back.label}
    </Button>
  );

  if (!hasLodging || (shop.error instanceof ApiError && shop.error.status === 404))
    return (
      <HotelPageNotice
        title={hotelPageTexts.notFoundTitle}
        body={hotelPageTexts.notFoundBody}
        back={back}
      />
    );
  if (shop.isError) return <HotelLoadFailed onRetry={() => void shop.refetch()} />;
  if (!shop.data) return <PageLoading label={hotelPageTexts.loading} />;
  const hotel = shop.data;
  const location = hotel.lodging.location;

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${hotel.lodging.name} · Wayfare`}</title>
      {backLink}
      {banner}
      <HotelHeading hotel={hotel} />
      <Box sx={{ mt: 2 }}>
        <PhotoGalleryWithModal
          photos={hotel.lodging.media.map((photo) => ({
            url: photo.url,
            tags: { kind: photo.category },
          }))}
          listingName={hotel.lodging.name}
          categorizedGalleryOn
          onImageError={onImageError}
        />
      </Box>
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="hotel-about">
            <Typography id="hotel-about" variant="h2">
              {hotelPageTexts.about}
            </Typography>
            {hotel.description && <Typography sx={{ mt: 1 }}>{hotel.description}</Typography>}
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {[
                hotel.checkInTime && hotelPageTexts.checkIn(hotel.checkInTime),
                hotel.checkOutTime && hotelPageTexts.checkOut(hotel.checkOutTime),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="hotel-rooms">
            <Typography id="hotel-rooms" variant="h2" sx={{ mb: 2 }}>
              {hotelPageTexts.rooms}
            </Typography>
            {roomsUnavailable ??
              (rooms.length === 0 ? (
                <Typography>{hotelPageTexts.noRooms}</Typography>
              ) : (
                <Stack spacing={2}>
                  {rooms.map((room) => (
                    <RoomCard
                      key={room.roomInfo.roomId}
                      room={room}
                      nights={nights}
                      rewardsAccountReferenceId={rewardsAccountReferenceId}
                      onSelect={(product) =>
                        void navigate(
                          staysBookPath({
                            ...stay,
                            lodgingId: hotel.lodging.id,
                            roomId: room.roomInfo.roomId,
                            rateId: product.rateId,
                            ...(product.variant.type === 'RefundableRoom' && {
                              refundableRoomQuoteId: product.variant.quoteId,
                            }),
                          }),
                        )
                      }
                    />
                  ))}
                </Stack>
              ))}
          </Box>
        </Stack>
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="hotel-amenities">
            <Typography id="hotel-amenities" variant="h2">
              {hotelPageTexts.amenities}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 1, columns: 2, columnGap: 2 }}>
              {hotel.lodging.amenities.map((amenity) => (
                <li key={amenity}>{hotelAmenityLabels[amenity]}</li>
              ))}
            </Box>
          </Box>
          {location && (
            <Box component="section" aria-labelledby="hotel-location">
              <Typography id="hotel-location" variant="h2">
                {hotelPageTexts.location}
              </Typography>
              {location.address && <Typography sx={{ mt: 1 }}>{location.address}</Typography>}
              <Box sx={{ mt: 2, height: 280, borderRadius: 1, overflow: 'hidden' }}>
                <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: '100%' }} />}>
                  <ListingLocationMap
                    center={{ lat: location.lat, lon: location.lon }}
                    label={hotelPageTexts.mapLabel(hotel.lodging.name)}
                  />
                </Suspense>
              </Box>
            </Box>
          )}
        </Stack>
      </Box>
    </Container>
  );
}

/** The hotel's name, class, collection, place, score and offers. */
function HotelHeading({ hotel }: { readonly hotel: HotelShop }) {
  const { lodging, lodgingCollection } = hotel;
  const score = lodging.tripAdvisorReviews;
  const offers = hotelOfferTexts(hotel);
  return (
    <Stack spacing={1}>
      {lodgingCollection !== 'NoCollection' && (
        <Chip
          label={lodgingCollectionLabels[lodgingCollection]}
          sx={{
            alignSelf: 'flex-start',
            bgcolor: 'grey.900',
            color: 'common.white',
            fontWeight: 700,
          }}
        />
      )}
      <Typography variant="h1">{lodging.name}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StarRating rating={lodging.starRating} size="medium" />
        {lodging.location?.neighbourhood && (
          <Typography color="text.secondary">
            {`${lodging.location.neighbourhood}, ${lodging.location.city ?? ''}`}
          </Typography>
        )}
        {score && (
          <Typography sx={{ fontWeight: 600 }}>
            {`${score.overallScore.toFixed(1)}/5 Tripadvisor`}
          </Typography>
        )}
      </Stack>
      {offers.length > 0 && (
        <Box
          component="ul"
          aria-label="Offers"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {offers.map((offer) => (
            <Chip key={offer} component="li" variant="outlined" color="success" label={offer} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
