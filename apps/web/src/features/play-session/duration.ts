/** Whole hours and minutes of a duration in seconds (the seconds dropped), for the play texts. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
