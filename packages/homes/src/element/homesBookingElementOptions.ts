import { paletteFrom, tenantFromEnvironment } from '@wayfare/domain';
import type { HomesBookingWidgetProps } from '../widget/HomesBookingWidget';
import type { HomesWidgetStart } from '../widget/widgetStart';

/** The attributes `<wayfare-homes-booking>` reads: a partner's HTML sets the common options. */
export const homesBookingElementAttributes = [
  'api-base-url',
  'base-path',
  'tenant',
  'palette',
  'listing-id',
  'location-name',
  'from-date',
  'until-date',
  'adults',
] as const;

/** What a page sets through the element's `options` property: what HTML cannot say. */
export type HomesBookingElementOptions = Pick<
  HomesBookingWidgetProps,
  'session' | 'links' | 'getCsrfToken' | 'cardFields'
>;

type Attributes = Pick<Element, 'getAttribute'>;

const text = (element: Attributes, name: (typeof homesBookingElementAttributes)[number]) =>
  element.getAttribute(name)?.trim() || undefined;

/** Where the element opens: a listing, a place's results, or the search. */
function startOf(element: Attributes): HomesWidgetStart {
  const from = text(element, 'from-date');
  const until = text(element, 'until-date');
  const adults = Number.parseInt(text(element, 'adults') ?? '', 10);
  const stay = {
    ...(from !== undefined ? { fromDate: from } : {}),
    ...(until !== undefined ? { untilDate: until } : {}),
    ...(Number.isFinite(adults) ? { adults } : {}),
  };
  const listingId = text(element, 'listing-id');
  if (listingId !== undefined) return { kind: 'listing', listingId, ...stay };
  const locationName = text(element, 'location-name');
  if (locationName !== undefined) return { kind: 'results', locationName, ...stay };
  return { kind: 'search' };
}

/**
 * The widget's props from the element's attributes: the API on the page's own origin unless
 * `api-base-url` says otherwise, an unknown tenant or palette falling back to the default.
 */
export function homesBookingWidgetPropsOf(
  element: Attributes,
  pageOrigin: string,
): Pick<HomesBookingWidgetProps, 'apiBaseUrl' | 'basePath' | 'tenant' | 'palette' | 'start'> {
  return {
    apiBaseUrl: text(element, 'api-base-url') ?? pageOrigin,
    basePath: text(element, 'base-path'),
    tenant: tenantFromEnvironment(text(element, 'tenant')),
    palette: paletteFrom(text(element, 'palette')),
    start: startOf(element),
  };
}
