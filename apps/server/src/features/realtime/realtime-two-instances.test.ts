import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../db/client.ts';
import { createUser, signInAs } from '../../test/factories.ts';
import { SseClient } from '../../test/sse-client.ts';
import {
  startTwoInstances,
  TWO_INSTANCES_NEED_POSTGRES,
  type TwoInstances,
  twoInstancesAvailable,
} from '../../test/two-instances.ts';
import { publishRealtime } from './realtime-publish.ts';

describe.skipIf(!twoInstancesAvailable)(
  `live events across two instances (PostgreSQL only; on PGlite skipped: ${TWO_INSTANCES_NEED_POSTGRES})`,
  () => {
    let both: TwoInstances;
    const streams: SseClient[] = [];
    beforeAll(async () => {
      both = await startTwoInstances({ REALTIME_STREAM_MAX_MS: 10 * 60_000 });
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await both?.close();
    });

    it('a stream open on instance B hears of a notification caused by a request to instance A', async () => {
      const reviewer = await createUser(both.a.database.db, { role: 'admin', permissions: ['guides'] });
      const climber = await createUser(both.a.database.db);
      const reviewerStream = await SseClient.open(both.b.url, { token: await signInAs(both.b.app, reviewer.email) });
      const climberStream = await SseClient.open(both.b.url, { token: await signInAs(both.a.app, climber.email) });
      streams.push(reviewerStream, climberStream);
      await reviewerStream.next((event) => event.event === 'ready');
      await climberStream.next((event) => event.event === 'ready');

      const applied = await fetch(`${both.a.url}/api/register-guide`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Two Instances Guiding',
          email: `two-${Date.now()}@example.test`,
          phone_number: '403 555 0142',
          country: 'CA',
          guide_awards: 'ACMG Rock Guide',
          guide_experience: [{ name: 'Rock Climbing', value: 3, description: 'Yamnuska' }],
          referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
        }),
      });
      expect(applied.status).toBe(201);
      const { data } = await reviewerStream.nextMessage();
      expect(data).toMatchObject({ kind: 'notification', notification: { type: 'new_guide_signup' } });
      expect(climberStream.events.filter((event) => event.event === 'message')).toEqual([]);
    });

    it('a chat message sent through instance A reaches the recipient on instance B, and the sender on A', async () => {
      const staff = await createUser(both.a.database.db, { role: 'super_admin', name: 'Sam Staff' });
      const climber = await createUser(both.a.database.db, { name: 'Mira Climber' });
      const staffToken = await signInAs(both.a.app, staff.email);
      const recipientStream = await SseClient.open(both.b.url, { token: await signInAs(both.b.app, climber.email) });
      const senderStream = await SseClient.open(both.a.url, { token: staffToken });
      streams.push(recipientStream, senderStream);
      await recipientStream.next((event) => event.event === 'ready');
      await senderStream.next((event) => event.event === 'ready');

      const sent = await fetch(`${both.a.url}/api/send-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
        body: JSON.stringify({ message: 'Hello from instance A', recipient_id: climber.id }),
      });
      expect(sent.status).toBe(200);
      const heard = await recipientStream.next(
        (event) => event.event === 'message' && JSON.parse(event.data).kind === 'chat_message',
      );
      expect(JSON.parse(heard.data)).toMatchObject({
        kind: 'chat_message',
        counterpart_id: staff.id,
        message: { user_id: staff.id, message: 'Hello from instance A' },
      });
      const echoed = await senderStream.next(
        (event) => event.event === 'message' && JSON.parse(event.data).kind === 'chat_message',
      );
      expect(JSON.parse(echoed.data)).toMatchObject({ counterpart_id: climber.id });
    });

    it('a restarted LISTEN connection makes the streams of that instance resync', async () => {
      const user = await createUser(both.a.database.db);
      const stream = await SseClient.open(both.b.url, { token: await signInAs(both.b.app, user.email) });
      streams.push(stream);
      await stream.next((event) => event.event === 'ready');
      const outside = new pg.Client({ connectionString: both.databaseUrl });
      await outside.connect();
      const { rows } = await outside.query(
        `select pg_terminate_backend(pid) as gone from pg_stat_activity where split_part(application_name, ' ', 1) = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      await outside.end();
      expect(rows.length).toBe(2);
      await stream.next((event) => event.event === 'resync');
      // Listening again: events still arrive.
      await both.a.database.db.transaction((tx) => publishRealtime(tx, [user.id], { kind: 'notifications_read' }));
      expect((await stream.nextMessage()).data).toEqual({ kind: 'notifications_read' });
    });
  },
);
