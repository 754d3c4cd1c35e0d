import { apiBasePath, type Experiment } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { experimentsOn } from '../fixtures/experiments';

/** `PUT /experiments/active` and the corporate `/experiments/cotb/active`. */
export function experimentHandlers(experiments: readonly Experiment[] = experimentsOn) {
  const answer = () => HttpResponse.json({ experiments });
  return [
    http.put(`*${apiBasePath}/experiments/active`, answer),
    http.put(`*${apiBasePath}/experiments/cotb/active`, answer),
  ];
}
