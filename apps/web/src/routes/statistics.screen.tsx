// Scaffolding replaced by the screen's helper before merge.
export function StatisticsScreen() {
  return null;
}
