import { api, apiServer } from './api-server.ts';
import { makePublicConfig } from './fixtures.ts';

/**
 * The calls the signed-in shell makes on every page, whatever the screen, answered as for an account
 * with nothing new: the deployment's configuration, no notifications, no conversations. The live stream
 * is not under test: the server sheds it, and the client waits before trying again. A test answers
 * `GET /api/user` and its screen's own calls, and may answer any of these otherwise (its handlers come
 * first).
 */
export function answerTheShellAtRest() {
  apiServer.use(
    api.get('/api/public-config', ({ response }) => response(200).json(makePublicConfig())),
    api.get('/api/notifications', ({ response }) =>
      response(200).json({ data: [], page: 1, per_page: 8, total: 0, unread: 0 }),
    ),
    api.get('/api/chats', ({ response }) =>
      response(200).json({ messages: [], page: 1, has_more: false, unread_total: 0 }),
    ),
    api.get('/api/realtime', ({ response }) =>
      response(503).json({ message: 'The server is busy. Please try again.', code: 'overloaded' }),
    ),
  );
}
