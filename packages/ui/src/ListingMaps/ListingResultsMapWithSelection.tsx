import { useState } from 'react';
import { ListingResultsMap, type ListingResultsMapProps } from './ListingResultsMap';

/**
 * For stories: the results map with the selection kept, as the results page keeps it, so a
 * chosen pill shows as pressed.
 */
export function ListingResultsMapWithSelection(props: ListingResultsMapProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <ListingResultsMap
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        props.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}
