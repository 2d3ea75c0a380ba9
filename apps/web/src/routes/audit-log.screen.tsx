// Scaffolding replaced by the screen's helper before merge.
export function AuditLogScreen() {
  return null;
}
