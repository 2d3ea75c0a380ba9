import { useTranslation } from 'react-i18next';
import { isAdminPermissionId } from './sub-admins.api.ts';

/**
 * The name of a permission flag in the user's language. The server also sends an English name; it is
 * the fallback for a flag this build does not know yet.
 */
export function usePermissionLabel(): (id: string, serverName: string) => string {
  const { t } = useTranslation();
  return (id, serverName) => (isAdminPermissionId(id) ? t(`subAdmins.permissionNames.${id}`) : serverName);
}
