import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { createUser, EmailTakenError, type NewUser } from './create-user.service.ts';
import { verifyPassword } from './passwords.ts';
import { users } from './users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const climber = (overrides: Partial<NewUser> = {}): NewUser => {
  sequence += 1;
  return {
    role: 'climber',
    email: `new-${sequence}-${Date.now()}@example.test`,
    name: 'New User',
    password: 'granite-slab-42',
    ...overrides,
  };
};
const countByEmail = (email: string) => t.database.db.$count(users, eq(users.email, email));

describe('createUser', () => {
  it('stores the hashed password and an avatar colour', async () => {
    const user = await createUser(t.database.db, climber());
    expect(user.passwordHash).not.toBe('granite-slab-42');
    expect(await verifyPassword(user.passwordHash ?? '', 'granite-slab-42')).toBe(true);
    expect(user.color).toMatch(/^(purple|green|pink|blue|red|yellow|brown)$/);
    const withoutPassword = await createUser(t.database.db, climber({ password: null }));
    expect(withoutPassword.passwordHash).toBeNull();
  });

  it('refuses a common password and a taken email with 422 on the field, storing nothing', async () => {
    const common = climber({ password: 'password123' });
    await expect(createUser(t.database.db, common)).rejects.toMatchObject({
      errors: { password: ['This password is too common. Please choose another one.'] },
    });
    expect(await countByEmail(common.email)).toBe(0);

    const first = await createUser(t.database.db, climber());
    const again = createUser(t.database.db, climber({ email: first.email }));
    await expect(again).rejects.toBeInstanceOf(EmailTakenError);
    await expect(again).rejects.toBeInstanceOf(FieldValidationError);
    await expect(again).rejects.toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('answers a taken email to all but one of concurrent creations with the same email', async () => {
    const input = climber();
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => createUser(t.database.db, input)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(EmailTakenError);
    }
    expect(await countByEmail(input.email)).toBe(1);
  });

  it('commits the columns read before the insert and the work after it with the account, or none of them', async () => {
    const input = climber();
    const answer = await createUser(t.database.db, input, {
      beforeInsert: async () => ({ bio: 'Read in the transaction' }),
      afterInsert: async (tx, user) => {
        await tx.insert(notifications).values({ userId: user.id, type: 'test_created', subject: 'welcome' });
        return { id: user.id, bio: user.bio };
      },
    });
    expect(answer.bio).toBe('Read in the transaction');
    expect(await t.database.db.$count(notifications, eq(notifications.userId, answer.id))).toBe(1);

    const failing = climber();
    await expect(
      createUser(t.database.db, failing, {
        afterInsert: async () => {
          throw new Error('the welcome could not be written');
        },
      }),
    ).rejects.toThrow('the welcome could not be written');
    expect(await countByEmail(failing.email)).toBe(0);
  });
});
