import { is, record, string } from 'superstruct'
import { EXPERIMENT_COOKIE_MAX_AGE_SECONDS } from '../../domain/constants.ts'
import { cookieOf, readCookie } from './checkout-cookies.ts'

/** The experiments a visitor has seen and the variation of each (SPEC §3 "Experiment", §9 experiment cookie). */
const EXPERIMENTS_COOKIE = 'experiments'

export interface Experiment {
  experiment: string
  variation: string
}

function readExperiments(cookies: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readCookie(cookies, EXPERIMENTS_COOKIE) ?? '{}')
    return is(parsed, record(string(), string())) ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * Keeps the variations shown in the experiment cookie, for about 180 days from the last one shown, so the
 * visitor's experiments travel with their requests; an experiment shown again keeps its newest variation.
 */
export function rememberExperiments(experiments: readonly Experiment[]): void {
  const kept = readExperiments(document.cookie)
  for (const { experiment, variation } of experiments) kept[experiment] = variation
  document.cookie = cookieOf(EXPERIMENTS_COOKIE, JSON.stringify(kept), EXPERIMENT_COOKIE_MAX_AGE_SECONDS)
}
