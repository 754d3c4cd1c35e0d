import { divIcon, type DivIcon } from 'leaflet';

export const pricePillClass = 'wayfare-price-pill';
/** Added to a pill that stands for several listings. */
export const clusterPillClass = 'wayfare-cluster-pill';
export const visuallyHiddenClass = 'wayfare-visually-hidden';

/** A piece of a pill's text: shown, or there for screen readers only. */
interface PillText {
  readonly text: string;
  readonly hidden?: boolean;
}

/**
 * A marker drawn as a pill, never Leaflet's default image icon. Its text is built as DOM nodes,
 * so a listing's name is never read as HTML. No size and no anchor: the pill is as wide as its
 * text and centred on its point by CSS.
 */
function pillIcon(className: string, texts: readonly PillText[]): DivIcon {
  const content = document.createElement('span');
  content.append(
    ...texts.map(({ text, hidden }) => {
      const span = document.createElement('span');
      if (hidden) span.className = visuallyHiddenClass;
      span.textContent = text;
      return span;
    }),
  );
  return divIcon({ className, html: content, iconSize: undefined, iconAnchor: undefined });
}

/**
 * A listing's price pill: the name is there for screen readers only, so the marker button is
 * called "<name>, <price>" while the pill shows the price.
 */
export const pricePillIcon = (name: string, priceLabel: string): DivIcon =>
  pillIcon(pricePillClass, [{ text: `${name}, `, hidden: true }, { text: priceLabel }]);

/**
 * A cluster's pill: a round count, about as wide as the distance at which pills gather, so counts
 * never cover each other; a button called "Zoom in on 12 homes".
 */
export const clusterPillIcon = (count: number): DivIcon =>
  pillIcon(`${pricePillClass} ${clusterPillClass}`, [
    { text: 'Zoom in on ', hidden: true },
    { text: String(count) },
    { text: ' homes', hidden: true },
  ]);
