// Scaffold: the Home "New messages" card (first 4 conversations with unread counts), built by the chat feature.
export function MessagesCard() {
  return null;
}
