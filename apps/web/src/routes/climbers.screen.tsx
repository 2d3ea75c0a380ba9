// Scaffolding replaced by the screen's helper before merge.
export function ClimbersScreen() {
  return null;
}
