/**
 * The development mailbox of the server (GET /dev/mailbox.json, newest first): the journeys read the
 * links that verification and password reset emails carry.
 */
type MailboxEntry = { id: number; to: string; subject: string; text: string; created_at: string };

const WAIT_MS = 10_000;

/**
 * The path (and query) of the newest link to `pathPrefix` sent to `to`. The link's host is the server's
 * PUBLIC_URL, which is not the port a journey's server listens on, so only the path is kept and opened
 * on the journey's own base URL.
 */
export async function newestLinkPath(baseUrl: string, to: string, pathPrefix: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json`);
    if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}.`);
    const mails = (await response.json()) as MailboxEntry[];
    for (const mail of mails) {
      if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
      if (link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No email to ${to} with a ${pathPrefix} link arrived within ${WAIT_MS} ms.`);
}

/** How many emails `to` has received so far. */
export async function countMailsTo(baseUrl: string, to: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  const mails = (await response.json()) as MailboxEntry[];
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).length;
}

/** The newest email to `to` whose subject is `subject`, waited for while the outbox sends it. */
export async function newestMail(baseUrl: string, to: string, subject: string): Promise<MailboxEntry> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json`);
    if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}.`);
    const mails = (await response.json()) as MailboxEntry[];
    const mail = mails.find(
      (candidate) => candidate.to.toLowerCase() === to.toLowerCase() && candidate.subject === subject,
    );
    if (mail) return mail;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No email "${subject}" to ${to} arrived within ${WAIT_MS} ms.`);
}
