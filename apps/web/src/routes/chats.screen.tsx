// Scaffold: replaced by the feature's helper.
export function ChatsScreen() {
  return null;
}
