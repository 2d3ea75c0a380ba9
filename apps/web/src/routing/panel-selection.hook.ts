import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * What a staff list shows in its side panel: the id in query `param` (`id`, `page_id`, `training_id`…),
 * and `origin`, the screen that opened it. Closing goes back in history when another screen opened it (a
 * notification, a link), so the user returns there; from the list itself (origin = this screen) or from a
 * fresh tab, it drops the id.
 */
export function usePanelSelection(param: string, screen: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const raw = params.get(param);
  const id = raw !== null && ID_PATTERN.test(raw) ? Number(raw) : null;
  const origin = params.get('origin') || null;
  // The first entry of this visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';

  const open = useCallback(
    (selectedId: number) => {
      const next = new URLSearchParams(params);
      next.set(param, String(selectedId));
      next.set('origin', screen);
      void navigate({ search: `?${next}` });
    },
    [navigate, params, param, screen],
  );

  const close = useCallback(
    (replace = false) => {
      if (origin !== null && origin !== screen && hasHistory && !replace) {
        void navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete(param);
      next.delete('origin');
      const search = next.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace });
    },
    [navigate, params, param, origin, screen, hasHistory],
  );

  return { id, origin, open, close };
}
