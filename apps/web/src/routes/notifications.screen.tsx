// Scaffold: replaced by the feature's helper.
export function NotificationsScreen() {
  return null;
}
