import type { AuthUser } from '@cordee/shared/auth.contracts';
import { firstNameOf } from '../../lib/format.ts';

/**
 * The name the top bar greets: a person by first name ("Hello, Sophie"), a company by its whole name
 * ("Hello, Rockies Alpine Co."), since the first word of a company's name is nobody's name.
 */
export function greetingNameOf(user: Pick<AuthUser, 'name' | 'is_company'>): string {
  return user.is_company ? user.name.trim() : firstNameOf(user.name);
}
