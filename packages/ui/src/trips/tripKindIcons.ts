import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import LocalActivityOutlined from '@mui/icons-material/LocalActivityOutlined';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { TripKind } from '@wayfare/domain';

/**
 * The icon of each trip kind (spec: products §3 "Trip kinds"), shown beside its label: a package's
 * parts take their product's icon, the label says they belong to a package.
 */
export const tripKindIcons: Record<TripKind, typeof SvgIcon> = {
  Flight: FlightOutlined,
  Hotel: HotelOutlined,
  Watch: VisibilityOutlined,
  Car: DirectionsCarOutlined,
  Home: HomeOutlined,
  Package: LuggageOutlined,
  PackageHotel: HotelOutlined,
  PackageFlight: FlightOutlined,
  Experience: LocalActivityOutlined,
};
