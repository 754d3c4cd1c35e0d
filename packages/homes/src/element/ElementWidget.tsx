import { portalHref } from '@wayfare/booking';
import { codeOnDemand, RouteErrorPage } from '@wayfare/ui';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { HomesBookingWidgetProps } from '../widget/HomesBookingWidget';
import { isAtBase } from '../widget/widgetBase';
import type { HomesWidgetStart } from '../widget/widgetStart';
import { ElementSearch } from './ElementSearch';

export type Widget = ComponentType<HomesBookingWidgetProps>;

/** The widget's pages, router and data layer: loaded once, by whichever element asks first. */
const widgetCode = codeOnDemand<Widget>(
  async () => (await import('../widget/HomesBookingWidget')).HomesBookingWidget,
);

const opensOnSearch = (start: HomesWidgetStart, basePath: string | undefined) =>
  start.kind === 'search' && (basePath === undefined || isAtBase(basePath));

/**
 * The element's widget, its search drawn first: a page that opens on the search loads the rest
 * (the routes, the router, the query cache, the schemas) when the cardholder reaches for the
 * search, and the widget opens on the search's results. Any other start loads it at once.
 */
export function ElementWidget({
  loadWidget = widgetCode.load,
  ...props
}: HomesBookingWidgetProps & {
  /** How the widget's pages arrive (a test gives a failing network). */
  readonly loadWidget?: () => Promise<Widget>;
}) {
  const [start, setStart] = useState<HomesWidgetStart>(props.start ?? { kind: 'search' });
  const [widget, setWidget] = useState<{ readonly Widget: Widget }>();
  const [loadFailed, setLoadFailed] = useState(false);
  const searchFirst = opensOnSearch(start, props.basePath);

  const load = useCallback(
    () =>
      loadWidget().then(
        (Widget) => {
          setWidget({ Widget });
          return true;
        },
        () => {
          setLoadFailed(true);
          return false;
        },
      ),
    [loadWidget],
  );

  useEffect(() => {
    if (!searchFirst) void load();
  }, [searchFirst, load]);

  if (searchFirst)
    return (
      <ElementSearch
        tenant={props.tenant ?? 'consumer'}
        palette={props.palette ?? 'default'}
        portalContainer={props.portalContainer}
        loadFailed={loadFailed}
        onIntent={() => void loadWidget().catch(() => undefined)}
        onSearch={(query) =>
          void load().then((loaded) => {
            if (loaded) setStart({ kind: 'searched', query });
          })
        }
      />
    );
  if (widget !== undefined) return <widget.Widget {...props} start={start} />;
  // A listing or a place's results: nothing to show until the widget's pages arrive.
  return loadFailed ? (
    <RouteErrorPage
      kind="page-not-loaded"
      homeHref={portalHref(props.links ?? {})('/')}
      onReload={() => {
        setLoadFailed(false);
        void load();
      }}
    />
  ) : null;
}
