import { divIcon, type DivIcon } from 'leaflet';

export const pricePillClass = 'wayfare-price-pill';
export const visuallyHiddenClass = 'wayfare-visually-hidden';

/**
 * A marker drawn as a price pill, never Leaflet's default image icon. Its text is built as DOM
 * nodes, so a listing's name is never read as HTML; the name is there for screen readers only,
 * so the marker button is called "<name>, <price>" while the pill shows the price. No size and
 * no anchor: the pill is as wide as its text and centred on its point by CSS.
 */
export function pricePillIcon(name: string, priceLabel: string): DivIcon {
  const hiddenName = document.createElement('span');
  hiddenName.className = visuallyHiddenClass;
  hiddenName.textContent = `${name}, `;
  const price = document.createElement('span');
  price.textContent = priceLabel;
  const content = document.createElement('span');
  content.append(hiddenName, price);
  return divIcon({
    className: pricePillClass,
    html: content,
    iconSize: undefined,
    iconAnchor: undefined,
  });
}
