// Scaffold: the Home notification card (first 5 with See all), built by the notifications feature.
export function NotificationCard() {
  return null;
}
