/** "HKWorkoutActivityTypeRunning" → "Running"; FIT's "cycling/indoorCycling" → "Cycling (indoor cycling)". */
export function workoutName(type: string): string {
  const words = (s: string) =>
    s
      .replace(/^HKWorkoutActivityType/, '')
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .trim();
  const [sport = '', sub] = type.split('/');
  const name = words(sport) || 'workout';
  const text = sub ? `${name} (${words(sub)})` : name;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
