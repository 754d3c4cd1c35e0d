import { defaultTraveler, type TravelerProfile } from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useCheckoutScope } from '../checkout/BookingScope';
import { useTravelerList } from './useTravelerList';

export interface TravelersControls {
  /** Merged, sorted, hidden ids left out (spec: platform §3 Traveler profile, §6). */
  readonly travelers: readonly TravelerProfile[];
  readonly isPending: boolean;
  readonly isError: boolean;
  /** The traveler chosen, else the one named like the signed-in user (spec: platform §5). */
  readonly selectedTraveler: TravelerProfile | undefined;
  readonly selectTraveler: (travelerId: string | null) => void;
  /**
   * One per traveler the booking names (CheckoutProduct.travelerCountOf), the selected traveler
   * first: undefined where none is chosen yet, or the one chosen is gone.
   */
  readonly chosenTravelers: readonly (TravelerProfile | undefined)[];
  /** Chooses every traveler at once, the main guest first. */
  readonly chooseTravelers: (travelerIds: readonly string[]) => void;
}

/** The traveler step's list and choice. */
export function useTravelers(): TravelersControls {
  const { atoms, product, trip } = useCheckoutScope();
  const session = useSessionInfo();
  const { travelers: merged, isPending, isError } = useTravelerList();
  const [selectedId, setSelectedId] = useAtom(atoms.selectedTravelerId);
  const [moreIds, setMoreIds] = useAtom(atoms.moreTravelerIds);
  const travelerCount = product.travelerCountOf?.(trip) ?? 1;

  const userInfo = session.data?.userInfo;
  const selectedTraveler = useMemo(() => {
    const chosen = merged.find((traveler) => traveler.id === selectedId);
    if (chosen) return chosen;
    // A chosen traveler that is gone (deleted, hidden) falls back to the default one.
    return userInfo ? defaultTraveler(merged, userInfo) : undefined;
  }, [merged, selectedId, userInfo]);

  const chosenTravelers = useMemo(
    () => [
      selectedTraveler,
      ...Array.from({ length: travelerCount - 1 }, (_, index) =>
        merged.find((traveler) => traveler.id === moreIds[index]),
      ),
    ],
    [selectedTraveler, merged, moreIds, travelerCount],
  );

  return {
    travelers: merged,
    isPending,
    isError,
    selectedTraveler,
    selectTraveler: useCallback((travelerId) => setSelectedId(travelerId), [setSelectedId]),
    chosenTravelers,
    chooseTravelers: useCallback(
      ([mainGuestId, ...others]: readonly string[]) => {
        setSelectedId(mainGuestId ?? null);
        setMoreIds(others);
      },
      [setSelectedId, setMoreIds],
    ),
  };
}
