// Owns which part of the day a greeting names.
export type DayPeriod = 'morning' | 'noon' | 'afternoon' | 'evening'

/** 05–11 morning, 11–13 noon, 13–18 afternoon, otherwise evening. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 5 && hour < 11) return 'morning'
  if (hour >= 11 && hour < 13) return 'noon'
  if (hour >= 13 && hour < 18) return 'afternoon'
  return 'evening'
}
