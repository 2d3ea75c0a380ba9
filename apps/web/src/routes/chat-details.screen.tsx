// Scaffold: replaced by the feature's helper.
export function ChatDetailsScreen() {
  return null;
}
