import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import type { ListingSection, ListingSectionId } from '@wayfare/domain';
import { useEffect, useRef, useState } from 'react';
import { listingSectionElementId } from './ListingSection';

/** A document or a shadow root (nodeType, not instanceof: a story's frame has its own globals). */
const isTreeRoot = (node: Node): node is Document | ShadowRoot =>
  node.nodeType === Node.DOCUMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE;

export interface ListingSectionTabsProps {
  readonly sections: readonly ListingSection[];
}

/**
 * Desktop tab navigation with scroll-spy (spec: platform §2): a tab scrolls to its section, and the
 * section in view selects its tab.
 */
export function ListingSectionTabs({ sections }: ListingSectionTabsProps) {
  const [current, setCurrent] = useState<ListingSectionId | undefined>(sections[0]?.id);
  const tabs = useRef<HTMLDivElement>(null);
  // The document, or the shadow root of an embedded widget: where the page's sections are. A page
  // being taken out of its document (an element its host removes) has none around it.
  const sectionElement = (id: ListingSectionId) => {
    const root = tabs.current?.getRootNode();
    return root !== undefined && isTreeRoot(root)
      ? root.getElementById(listingSectionElementId(id))
      : null;
  };

  const reducedMotion = useTheme().wayfare.reducedMotion ?? false;

  useEffect(() => {
    // The page's sections are the outside world here: watch which one crosses the upper band.
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset.section);
        const first = sections.find((section) => visible.includes(section.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const section of sections) {
      const element = sectionElement(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <Tabs
      ref={tabs}
      value={current ?? false}
      onChange={(_, id: ListingSectionId) => {
        setCurrent(id);
        sectionElement(id)?.scrollIntoView({
          behavior: reducedMotion ? 'auto' : 'smooth',
          block: 'start',
        });
      }}
      aria-label="Sections of this vacation rental"
      variant="scrollable"
      scrollButtons={false}
    >
      {sections.map((section) => (
        <Tab key={section.id} value={section.id} label={section.title} />
      ))}
    </Tabs>
  );
}
