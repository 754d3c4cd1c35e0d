import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import {
  defaultLocale,
  farePrice,
  pricePrediction,
  type FlightShopPrediction,
} from '@wayfare/domain';
import { pricePredictionTexts, pricePredictionTitles } from '../flightShopTexts';

export interface PricePredictionNoticeProps {
  /** The shop's prediction for the search: its bucket and the lowest price found. */
  readonly prediction: FlightShopPrediction;
  /** The locale the price is written in (en-US by default, products §9). */
  readonly locale?: string;
}

const severityOf = { great: 'success', good: 'success', fair: 'info', wait: 'warning' } as const;

/**
 * The price prediction over the flight list (products §2 "forecast", §3 buckets fair, good,
 * great, wait with buy or wait advice): how the price compares, whether to book now or wait, and
 * the lowest price the search found.
 */
export function PricePredictionNotice({
  prediction,
  locale = defaultLocale,
}: PricePredictionNoticeProps) {
  const { message } = pricePrediction(prediction.bucket);
  return (
    <Alert severity={severityOf[prediction.bucket]} data-bucket={prediction.bucket}>
      <AlertTitle>{pricePredictionTitles[prediction.bucket]}</AlertTitle>
      {`${message} ${pricePredictionTexts.lowest(farePrice(prediction.lowestAmount, locale))}`}
    </Alert>
  );
}
