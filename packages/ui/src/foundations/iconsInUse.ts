import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import DoNotDisturbAltRounded from '@mui/icons-material/DoNotDisturbAltRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import FlightRounded from '@mui/icons-material/FlightRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import HotelRounded from '@mui/icons-material/HotelRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ListRounded from '@mui/icons-material/ListRounded';
import LocalActivityOutlined from '@mui/icons-material/LocalActivityOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocationCityRounded from '@mui/icons-material/LocationCityRounded';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import LuggageRounded from '@mui/icons-material/LuggageRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import ParkRounded from '@mui/icons-material/ParkRounded';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons Wayfare's screens import, by name (the file name under `@mui/icons-material/`), for
 * the Icons page. iconsInUse.test.ts compares it with the screens' imports, so an icon added to a
 * screen, or no longer used by any, fails the unit tests until it is listed here, or removed.
 */
export const iconsInUse: Readonly<Record<string, SvgIconComponent>> = {
  AcUnitRounded,
  AccountCircleRounded,
  AddRounded,
  ArrowBack,
  ArrowBackRounded,
  BathtubOutlined,
  BedOutlined,
  CalendarMonthOutlined,
  CheckRounded,
  CheckCircleOutlined,
  CheckCircleRounded,
  ChevronLeftRounded,
  ChevronRightRounded,
  CloseRounded,
  CreditCardRounded,
  DeleteOutlineRounded,
  DirectionsCarOutlined,
  DirectionsCarRounded,
  DoNotDisturbAltRounded,
  EditOutlined,
  ErrorOutlineRounded,
  ErrorRounded,
  EventBusyOutlined,
  ExpandMoreRounded,
  FavoriteBorderRounded,
  FavoriteRounded,
  FlightOutlined,
  FlightRounded,
  FlightTakeoffRounded,
  HomeOutlined,
  HotelOutlined,
  HotelRounded,
  InfoOutlined,
  ListRounded,
  LocalActivityOutlined,
  LocalOfferOutlined,
  LocationCityRounded,
  LuggageOutlined,
  LuggageRounded,
  MapOutlined,
  OpenInFullRounded,
  ParkRounded,
  PeopleOutlined,
  PersonAddAlt1Outlined,
  PersonOutlineRounded,
  PhoneRounded,
  PhotoLibraryOutlined,
  PlaceOutlined,
  RadioButtonUncheckedRounded,
  RateReviewRounded,
  ReceiptLongOutlined,
  RemoveRounded,
  ReportProblemOutlined,
  SearchRounded,
  SwapHorizRounded,
  StarRounded,
  TimelapseRounded,
  TrendingDownRounded,
  TrendingUpRounded,
  TuneRounded,
  VisibilityOutlined,
  WarningAmberRounded,
};
